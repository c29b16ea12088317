import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../api/http';
import { useAlert } from '../../shell/alerts';
import { advanceFailure } from '../../shell/error-catalogue';
import { TextField } from '../fields';
import { StepLayout } from '../step-layout';
import { ResendCode } from './resend-code';
import type { ResendCodeProps } from './resend-code';

// A step whose form is a one-time code sent when the step was entered (api-contract.md): firma signs
// with it, verificaOtpCliente proves who the customer is. Each screen keeps its words and what
// verifying does; the form, the errors on the code field and "send a new code" are this one's.
// Screens that show it add code-entry.css to their stylesheet.

function codeSchema(requiredKey: string) {
  return z.object({
    otp: z
      .string()
      .trim()
      .min(1, { error: requiredKey })
      .regex(/^\d{6}$/, { error: 'validation.otp' }),
  });
}
type Values = z.infer<ReturnType<typeof codeSchema>>;

export type CodeEntryTexts = {
  title: string;
  intro: ReactNode;
  submit: string;
  codeLabel: string;
  codeHint: string;
  /** the message key of an empty code */
  required: string;
  /** api-contract.md: the errors of a code (API code → message key), each shown on the code field */
  errors: Record<string, string>;
};

type Sent = { destinazione: string };

export type CodeEntryStepProps<S extends Sent> = {
  texts: CodeEntryTexts;
  /** checks the code and moves on; a move refused for its fields answers them */
  verify(otp: string): Promise<Record<string, string> | null | void>;
  /** after the alert of a step that moved on elsewhere (spec 8): show where it stands */
  onStale?(): Promise<void>;
  resend: Omit<ResendCodeProps<S>, 'onSent' | 'onFailure'>;
  /** a new code went out: the one typed is cleared already */
  onNewCode?(sent: S): void;
  /** above the code field */
  before?: ReactNode;
  /** under "send a new code" */
  children?: ReactNode;
};

export function CodeEntryStep<S extends Sent>({
  texts,
  verify,
  onStale,
  resend,
  onNewCode,
  before,
  children,
}: CodeEntryStepProps<S>) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const schema = useMemo(() => codeSchema(texts.required), [texts.required]);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { otp: '' } });
  const [verifying, setVerifying] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const inFlight = useRef(false);

  function showFields(fields: Record<string, string>) {
    for (const [path, key] of Object.entries(fields)) {
      if (path === 'otp') form.setError('otp', { type: 'server', message: key }, { shouldFocus: true });
      else setFormError(t(key));
    }
  }

  /** Anything but a wrong, expired or locked code: spec 8's advance failure. */
  async function otherFailure(err: unknown) {
    const outcome = advanceFailure(err);
    if (outcome.kind === 'fields') return showFields(outcome.fields);
    if (outcome.kind === 'log') return;
    await showAlert(outcome.alert);
    if (outcome.kind === 'reload') await onStale?.();
  }

  async function submit({ otp }: Values) {
    // a double click, or Enter pressed twice, verifies once
    if (inFlight.current) return;
    inFlight.current = true;
    setVerifying(true);
    setFormError(null);
    try {
      const fields = await verify(otp);
      if (fields) showFields(fields);
    } catch (err) {
      const key = err instanceof ApiError ? texts.errors[err.code] : undefined;
      if (key) form.setError('otp', { type: 'server', message: key }, { shouldFocus: true });
      else await otherFailure(err);
    } finally {
      inFlight.current = false;
      setVerifying(false);
    }
  }

  function onSent(sent: S) {
    onNewCode?.(sent);
    form.setValue('otp', '');
    form.clearErrors('otp');
    form.setFocus('otp');
  }

  return (
    <FormProvider {...form}>
      <StepLayout
        title={texts.title}
        intro={texts.intro}
        onSubmit={(e) => void form.handleSubmit(submit)(e)}
        nextLabel={texts.submit}
        busy={verifying}
        formError={formError}
      >
        {before}
        <TextField
          name="otp"
          label={texts.codeLabel}
          hint={texts.codeHint}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="field__input otp-input"
          spellCheck={false}
        />
        <ResendCode {...resend} onSent={onSent} onFailure={otherFailure} />
        {children}
      </StepLayout>
    </FormProvider>
  );
}
