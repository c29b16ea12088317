import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { PropostaDraft } from '../../shared/schemas/proposta';
import { funnelApi } from '../api/funnel-api';
import { WEB_CONFIG } from '../config';
import { useFunnel } from '../shell/funnel-context';
import { getDirtyState } from '../shell/use-dirty-state';
import { withLengthLimits } from './length-limits';

// A step's form: the shared zod schema through zodResolver (style.md: one contract, validated twice),
// values kept when fields unmount, the server's field errors placed on their fields, the dirty state
// of spec 4, and a draft saved while typing (PATCH /v2) so a reload or another device finds it.

/**
 * A step's schema, or a loader of it: the first screen of a sale passes a loader so zod and the
 * schemas stay out of the page's first load (docs/performance.md); they arrive while the customer reads.
 */
export type StepSchema = z.ZodType | (() => Promise<z.ZodType>);

function anyTrue(v: unknown): boolean {
  if (v === true) return true;
  if (v && typeof v === 'object') return Object.values(v).some(anyTrue);
  return false;
}

export function useStepForm<T extends FieldValues>({
  schema,
  defaultValues,
  toDraft,
  toData = (v) => v,
}: {
  schema: StepSchema;
  defaultValues: DefaultValues<T>;
  /** the part of the proposal this step fills, from the current values; null saves nothing */
  toDraft?: (values: T) => PropostaDraft | null;
  toData?: (values: T) => Record<string, unknown>;
}) {
  const funnel = useFunnel();
  const dirty = getDirtyState();
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  // the schema checks what will be sent: values of fields hidden by a choice (PF/PG) stay in the
  // form (shouldUnregister: false) but toData leaves them out
  // the latest mapping functions, so a screen may pass inline ones without restarting the draft timer
  const mappers = useRef({ toData, toDraft, schema });
  mappers.current = { toData, toDraft, schema };
  const form = useForm<T>({
    resolver: ((values: T, ctx: unknown, opts: never) => {
      const { schema: current, toData: data } = mappers.current;
      const resolve = async (s: z.ZodType) => {
        const input = data(values);
        return withLengthLimits(s, input, await zodResolver(s as never)(input as never, ctx, opts));
      };
      return typeof current === 'function' ? current().then(resolve) : resolve(current);
    }) as never,
    defaultValues,
    shouldUnregister: false,
    // checked on submit, then again as the customer corrects: no error pushes the page around while
    // the pointer moves to the next control
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // a schema loader starts at the customer's first answer, after the screen shows and before Next
  useEffect(() => {
    const { schema: current } = mappers.current;
    if (typeof current !== 'function') return;
    const sub = form.watch(() => {
      sub.unsubscribe();
      void current().catch(() => undefined);
    });
    return () => sub.unsubscribe();
  }, [form]);

  // per field, not isDirty: a field registered without a default must not count as a change
  const isDirty = anyTrue(form.formState.dirtyFields);
  useEffect(() => {
    dirty.set(isDirty);
  }, [isDirty, dirty]);

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const drafts = !!toDraft;
  useEffect(() => {
    if (!drafts) return;
    const sub = form.watch((values) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const draft = mappers.current.toDraft?.(values as T);
        if (draft)
          funnelApi
            .saveDraft(funnel.uuid, draft)
            .catch((err: unknown) => console.warn('draft not saved', err));
      }, WEB_CONFIG.draftDelayMs);
    });
    return () => {
      sub.unsubscribe();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [form, drafts, funnel.uuid]);

  // handleSubmit hands over the resolver's output: the data as the schema parsed (normalized) it
  const submit = form.handleSubmit(async (parsed) => {
    setFormError(null);
    if (timer.current) clearTimeout(timer.current);
    const fields = await funnel.next(parsed as Record<string, unknown>);
    if (!fields) return;
    const known = new Set(Object.keys(form.getValues() as object));
    let focused = false;
    for (const [path, key] of Object.entries(fields)) {
      const top = path.split('.')[0] ?? '';
      if (path === '_' || !known.has(top)) {
        setFormError(t(key));
        continue;
      }
      form.setError(path as Path<T>, { type: 'server', message: key }, { shouldFocus: !focused });
      focused = true;
    }
  });

  return { form, submit, formError };
}
