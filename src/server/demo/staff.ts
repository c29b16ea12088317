import type { StaffRole } from '../../shared/schemas/backoffice';
import type { Db } from '../store/db';
import { insertStaff } from '../store/repos/staff';

// One back office account per role for trying the back office after `npm start` (docs/demo-data.md):
// the administrator is the environment's account (OPERATOR_USER, `operatore` / `operatore-demo`
// outside production); these add a viewer and an operator. Known passwords: never in production
// (open-store.ts), and only inserted when missing, so a password or role changed in the back office
// stays as it was set.

export const DEMO_STAFF: { username: string; role: StaffRole; password: string; passwordHash: string }[] = [
  {
    username: 'consultazione',
    role: 'viewer',
    password: 'consultazione-demo',
    passwordHash: 'scrypt$16384$8$1$MfLbLVfi1QJD7wisK9XPBw$OaMYNUHSymQgcl-CJNRhzM2a826lG_KRf3KVBomhYLo',
  },
  {
    username: 'lavorazione',
    role: 'operator',
    password: 'lavorazione-demo',
    passwordHash: 'scrypt$16384$8$1$Dmi7fuX6k0DncqPpAoGhBA$7O483txwhdCsx9Z8NKlj5Wx6fWOLkfSxk1Jp53t0x-M',
  },
];

export async function seedDemoStaff(db: Db, now: Date): Promise<void> {
  for (const { username, role, passwordHash } of DEMO_STAFF) {
    await insertStaff(db, { username, role, passwordHash }, now);
  }
}
