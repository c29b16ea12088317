import type { ReactElement } from 'react';
import type { StaffRole, StaffSession } from '../../shared/schemas/backoffice';
import { ReportSection } from './report';
import { SalesSection } from './sales/sales-section';
import { SalesExportPanel } from './sales-export';
import { UsersPanel } from './users';
import { WebhooksPanel } from './webhooks';
import { AuditSection } from './audit';
import { CatalogueSection } from './catalogue/catalogue-section';

// The back office's sections, each a page at /backoffice/<path>, shown in the navigation to the roles
// that may open it (the server checks the role again on every call). A section gets the rest of the
// address (`sales/<uuid>` → ['<uuid>']) and the query.

export type SectionProps = {
  session: StaffSession;
  /** the address after the section's own segment */
  rest: string[];
  query: URLSearchParams;
  /** the server answered 401: back to sign-in */
  onSessionEnded: () => void;
};

export type Section = {
  path: string;
  /** i18n key of its name in the navigation and its heading */
  labelKey: string;
  role: StaffRole;
  render: (props: SectionProps) => ReactElement;
};

export const SECTIONS: Section[] = [
  // the first section is the landing page
  {
    path: 'sales',
    labelKey: 'backoffice.sales.heading',
    role: 'viewer',
    render: (props) => <SalesSection {...props} />,
  },
  {
    path: 'report',
    labelKey: 'backoffice.report.heading',
    role: 'viewer',
    render: (props) => <ReportSection {...props} />,
  },
  {
    path: 'export',
    labelKey: 'backoffice.export.heading',
    role: 'operator',
    render: ({ onSessionEnded }) => <SalesExportPanel onSessionEnded={onSessionEnded} />,
  },
  {
    path: 'catalogue',
    labelKey: 'backoffice.catalogue.heading',
    role: 'admin',
    render: (props) => <CatalogueSection {...props} />,
  },
  {
    path: 'webhooks',
    labelKey: 'backoffice.webhooks.heading',
    role: 'admin',
    render: ({ rest, onSessionEnded }) => <WebhooksPanel rest={rest} onSessionEnded={onSessionEnded} />,
  },
  {
    path: 'users',
    labelKey: 'backoffice.users.heading',
    role: 'admin',
    render: ({ onSessionEnded }) => <UsersPanel onSessionEnded={onSessionEnded} />,
  },
  {
    path: 'audit',
    labelKey: 'backoffice.audit.heading',
    role: 'admin',
    render: (props) => <AuditSection {...props} />,
  },
];
