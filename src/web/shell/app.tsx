import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../shared/domain';
import type { Marchio, Step } from '../../shared/schemas/api';
import { startAnalytics, track } from '../analytics/analytics';
import { ConsentBanner } from '../analytics/consent-banner';
import { setTrackedSale } from '../analytics/track';
import { funnelApi } from '../api/funnel-api';
import type { HostBrand } from '../brand/injected';
import { applyBrandTheme } from '../brand/theme';
import { loadScreenTexts } from '../i18n/i18n';
import { useScreenTour } from '../tour/use-screen-tour';
import { loadWidget } from '../widget/load-widget';
import { useAlert } from './alerts';
import { useBusy, whileBusy } from './busy-overlay';
import { MissingParamsError, SetupError, boot, pageAddress, readPageParams } from './boot';
import type { BootResult, PageParams } from './boot';
import { ConfirmDialog } from './confirm-dialog';
import { loadFailure, setupFailure } from './error-catalogue';
import { Funnel } from './funnel';
import { PageFooter } from './page-footer';
import { PageHeader } from './page-header';
import { loadScreen } from './screen-registry';
import { readTheme, writeTheme } from './storage';
import { getDirtyState } from './use-dirty-state';
import type { ThemeChoice } from './storage';

/** spec 4's boot, started by main.tsx before the first render: the sale and its step load meanwhile. */
export function startBoot(hostBrand: HostBrand, lang: Language): Booting {
  const params = readPageParams(window.location.search);
  const result = boot(params, {
    createVendita: funnelApi.createVendita,
    step: funnelApi.step,
    replaceAddress: (url) => window.history.replaceState(null, '', url),
    path: window.location.pathname,
    loadWidget: () => void loadWidget({ lang, brand: hostBrand.codice }),
  });
  // the App awaits it and handles its failure; until then it is not an unhandled rejection
  result.catch(() => undefined);
  return { params, result };
}

export type Booting = { params: PageParams; result: Promise<BootResult> };

type Phase =
  | { kind: 'booting' }
  | { kind: 'ready'; uuid: string; step: Step; guided: boolean }
  | { kind: 'ended'; messageKey: string };

/** The shell: boot per spec 4, then the funnel; the page header, theme, consent and cancel. */
export function App({
  hostBrand,
  booting,
  initialMarchio,
  onMarchio,
}: {
  hostBrand: HostBrand;
  booting: Booting;
  initialMarchio: Marchio | null;
  onMarchio(m: Marchio): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const busy = useBusy();
  const alert = useAlert();
  const [phase, setPhase] = useState<Phase>({ kind: 'booting' });
  const [marchio, setMarchio] = useState<Marchio | null>(initialMarchio);
  const [theme, setTheme] = useState<ThemeChoice>(readTheme);
  const [confirmCancel, setConfirmCancel] = useState(false);
  // the funnel's step, from the shared query cache: a signed sale can no longer be cancelled
  const readyUuid = phase.kind === 'ready' ? phase.uuid : null;
  const stepQuery = useQuery({
    queryKey: ['step', readyUuid],
    queryFn: () => funnelApi.step(readyUuid!),
    enabled: false,
  });
  const currentStep = stepQuery.data?.name ?? (phase.kind === 'ready' ? phase.step.name : null);
  // issue 6: each screen's guided tour, by itself on a first visit (spec 4), and from the header
  const replayTour = useScreenTour({
    stepName: phase.kind === 'ready' ? currentStep : null,
    brand: marchio?.codice ?? null,
    firstTime: phase.kind === 'ready' && phase.guided,
    busy,
  });

  // the host's brand themes the page (spec 1); analytics never hold the boot (spec 7)
  useEffect(() => {
    startAnalytics({ brandCode: hostBrand.codice });
    if (initialMarchio) return;
    funnelApi
      .marchio(hostBrand.id)
      .then((m) => {
        setMarchio(m);
        onMarchio(m);
      })
      .catch((err: unknown) => console.warn('brand not loaded', err));
  }, [hostBrand, onMarchio, initialMarchio]);

  useEffect(() => {
    if (marchio) applyBrandTheme(marchio, theme);
  }, [marchio, theme]);

  // the page a failure or a cancellation leaves is titled by what it says, not by the generic title
  const endedKey = phase.kind === 'ended' ? phase.messageKey : null;
  const brandName = marchio?.nome;
  useEffect(() => {
    if (endedKey) getDirtyState().setTitle(brandName ? `${t(endedKey)} · ${brandName}` : t(endedKey));
  }, [endedKey, brandName, t]);

  const firstScreen = useRef<(() => void) | null>(null);
  const firstScreenShown = useCallback(() => {
    firstScreen.current?.();
    firstScreen.current = null;
  }, []);

  const started = useRef(false);
  useEffect(() => {
    // once per page load, also under StrictMode's double effects in development
    if (started.current) return;
    started.current = true;
    const { params } = booting;
    const run = async () => {
      const result = await booting.result;
      // domain.md: a sale on an offer that expired since moves to the linked offer
      if (params.vendita) {
        const vendita = await funnelApi.vendita(result.uuid);
        const offerta = await funnelApi.offerta(vendita.offertaId);
        // the funnel reads both before its first screen: it finds them here
        queryClient.setQueryData(['vendita', result.uuid], vendita);
        queryClient.setQueryData(['offerta', vendita.offertaId], offerta);
        if (offerta.scaduta && offerta.offertaIdCollegata) {
          busy.begin(t('shell.offer_replaced'));
          const moved = await funnelApi.moveToOffer(result.uuid, offerta.offertaIdCollegata);
          const newUuid = moved.headers.get('location')?.split('/').pop() ?? moved.body.venditaUuid;
          window.location.assign(
            pageAddress(window.location.pathname, {
              ...params,
              offerta: offerta.offertaIdCollegata,
              vendita: newUuid,
            }),
          );
          return;
        }
      }
      // the screen's chunk and texts load beside the sale and its offer, which the funnel reads first:
      // a new sale's offer is the address's, so both requests start now instead of one after the other
      if (!params.vendita && params.offerta !== null) {
        const offertaId = params.offerta;
        void queryClient.prefetchQuery({
          queryKey: ['vendita', result.uuid],
          queryFn: () => funnelApi.vendita(result.uuid),
        });
        void queryClient.prefetchQuery({
          queryKey: ['offerta', offertaId],
          queryFn: () => funnelApi.offerta(offertaId),
          staleTime: Infinity,
        });
      }
      const screen = loadScreen(result.step.name, hostBrand.codice);
      void Promise.all([screen.load(), loadScreenTexts(screen.folder)]).catch(() => undefined);
      setTrackedSale(result.uuid);
      // the overlay stays up until the first screen shows: the sale and offer the funnel reads first
      // would otherwise leave a moment with nothing counted, and the overlay would go and come back
      firstScreen.current = busy.begin();
      setPhase({ kind: 'ready', uuid: result.uuid, step: result.step, guided: result.guided });
      track('step_view', { step: result.step.name, index: result.step.progress.index });
    };
    whileBusy(busy, run).catch(async (err: unknown) => {
      if (err instanceof MissingParamsError) {
        setPhase({ kind: 'ended', messageKey: 'errors.link_incomplete' });
        return;
      }
      const outcome = err instanceof SetupError ? setupFailure(err.cause) : loadFailure(err);
      if (outcome.kind === 'log') console.error('sale setup failed', err);
      setPhase({
        kind: 'ended',
        messageKey: err instanceof SetupError ? 'errors.setup_failed' : 'errors.link_unusable',
      });
      if (outcome.kind === 'alert') await alert(outcome.alert);
    });
    // boot runs once per page load
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const chooseTheme = useCallback((next: ThemeChoice) => {
    writeTheme(next);
    setTheme(next);
  }, []);

  const cancelSale = useCallback(
    async (yes: boolean) => {
      setConfirmCancel(false);
      if (!yes || phase.kind !== 'ready') return;
      try {
        await whileBusy(busy, () => funnelApi.cancel(phase.uuid));
        track('sale_cancelled');
        setPhase({ kind: 'ended', messageKey: 'errors.sale_cancelled' });
        await alert({
          level: 'warning',
          title: 'errors.sale_cancelled',
          message: { key: 'shell.cancelled_detail' },
          redirect: false,
        });
      } catch (err) {
        const outcome = loadFailure(err);
        if (outcome.kind === 'alert') await alert(outcome.alert);
      }
    },
    [alert, busy, phase],
  );

  return (
    <>
      <PageHeader
        marchio={marchio}
        onCancel={
          phase.kind === 'ready' && currentStep !== 'congratulazioni' ? () => setConfirmCancel(true) : null
        }
        onHelp={phase.kind === 'ready' ? replayTour : null}
      />
      <main id="main" className="page-main">
        {phase.kind === 'ready' && marchio ? (
          <Funnel uuid={phase.uuid} initialStep={phase.step} marchio={marchio} onShown={firstScreenShown} />
        ) : null}
        {phase.kind === 'ended' ? (
          <section className="panel funnel__ended">
            <h1 tabIndex={-1}>{t(phase.messageKey)}</h1>
            {marchio ? (
              <p>
                <a href={marchio.sitoPubblico}>{t('errors.go_to_site')}</a>
              </p>
            ) : null}
          </section>
        ) : null}
      </main>
      {confirmCancel ? (
        <ConfirmDialog
          title={t('shell.cancel_title')}
          message={t('shell.cancel_message')}
          confirmLabel={t('shell.cancel_confirm')}
          onAnswer={(yes) => void cancelSale(yes)}
        />
      ) : null}
      <PageFooter marchio={marchio} theme={theme} onTheme={chooseTheme} />
      <ConsentBanner {...(marchio ? { policyHref: marchio.privacyUrl } : {})} />
    </>
  );
}
