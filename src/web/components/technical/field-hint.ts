import type { ReactNode } from 'react';
import type { FornituraValues } from './values';

/**
 * A field's hint from its plain text: the plain text itself, or, on the fast flow's screen, the same
 * with the "read from the bill" mark in front (bill-readings.tsx markedHint).
 */
export type FieldHint = (field: keyof FornituraValues, plain: string) => ReactNode;

export const plainHint: FieldHint = (_field, plain) => plain;
