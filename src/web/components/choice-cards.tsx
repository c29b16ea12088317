import { useId } from 'react';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { FieldsetFrame, describedBy, useFieldError } from './fields';

// Choices that need more than a word (an operation and what it means, a supply with its address): a
// fieldset of cards, each a radio button or a checkbox with its title, details and an optional mark.
// Screens that use it add choice-cards.css to their stylesheet.

export type ChoiceCard = {
  value: string;
  title: ReactNode;
  details?: ReactNode;
  /** a short mark beside the title ("Non compatibile") */
  mark?: string;
  /** checkboxes: choosing this one clears the others, and choosing another clears it ("not listed") */
  exclusive?: boolean;
};

/**
 * Bound to the form field `name`: a string for radio buttons, an array of the values checked for
 * checkboxes (`multiple`).
 */
export function ChoiceCards({
  name,
  legend,
  hint,
  options,
  multiple = false,
}: {
  name: string;
  legend: string;
  hint?: ReactNode;
  options: ChoiceCard[];
  multiple?: boolean;
}) {
  const { field } = useController({ name });
  const id = useId();
  const error = useFieldError(name);
  const checked: string[] = multiple
    ? ((field.value as string[] | undefined) ?? [])
    : field.value
      ? [field.value as string]
      : [];

  function toggle(option: ChoiceCard, on: boolean) {
    if (!multiple) return field.onChange(option.value);
    const exclusive = options.filter((o) => o.exclusive).map((o) => o.value);
    const kept = option.exclusive ? [] : checked.filter((v) => !exclusive.includes(v));
    field.onChange(on ? [...kept, option.value] : checked.filter((v) => v !== option.value));
  }

  return (
    <FieldsetFrame id={id} legend={legend} hint={hint} error={error}>
      <div className="cards">
        {options.map((o, i) => {
          const optionId = `${id}-${i}`;
          const on = checked.includes(o.value);
          return (
            <div key={o.value} className={`card${on ? ' card--checked' : ''}`}>
              <input
                id={optionId}
                type={multiple ? 'checkbox' : 'radio'}
                name={field.name}
                value={o.value}
                checked={on}
                onChange={(e) => toggle(o, e.target.checked)}
                onBlur={field.onBlur}
                ref={i === 0 ? field.ref : undefined}
                aria-describedby={describedBy(
                  o.mark && `${optionId}-mark`,
                  o.details && `${optionId}-details`,
                )}
              />
              <label htmlFor={optionId} className="card__title">
                {o.title}
              </label>
              {o.mark ? (
                <span id={`${optionId}-mark`} className="card__mark">
                  {o.mark}
                </span>
              ) : null}
              {o.details ? (
                <div id={`${optionId}-details`} className="card__details">
                  {o.details}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </FieldsetFrame>
  );
}
