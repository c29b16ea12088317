import { z } from 'zod';
import './zod-config';
import { idParams } from './api';

// The back office's staff API (api-contract.md, "Back office and webhooks"): sign-in, the signed-in
// user, and the accounts an administrator manages. Routes validate with these; docs/api.md lists them.

export const BACKOFFICE_PREFIX = '/api/v1/backoffice';

export const STAFF_ROLES = ['viewer', 'operator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES);

const RANK: Record<StaffRole, number> = { viewer: 0, operator: 1, admin: 2 };
/** Whether `role` may do what `needed` may (admin ⊃ operator ⊃ viewer). */
export const roleAtLeast = (role: StaffRole, needed: StaffRole) => RANK[role] >= RANK[needed];

/** Letters, digits and `._-`, compared lower-case: what a person types the same way each time. */
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9._-]*$/, { error: 'validation.format' });
/** At least 10 characters (a new password); sign-in takes whatever was typed. */
export const newPasswordSchema = z.string().min(10).max(200);

export const signInBody = z.strictObject({
  // a sign-in names any username: a wrong one is a failed sign-in, never a 400 that tells it apart
  username: z.string().trim().toLowerCase().min(1).max(200),
  password: z.string().min(1).max(200),
});
export type SignInBody = z.infer<typeof signInBody>;

/** Who is signed in: the answer of POST and GET /session. */
export const staffSessionResponse = z.object({ username: z.string(), role: staffRoleSchema });
export type StaffSession = z.infer<typeof staffSessionResponse>;

export const staffUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  createdAt: z.iso.datetime(),
  passwordChangedAt: z.iso.datetime(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;
export const staffUsersResponse = z.array(staffUserSchema);

export const createStaffUserBody = z.strictObject({
  username: usernameSchema,
  role: staffRoleSchema,
  password: newPasswordSchema,
});
export type CreateStaffUserBody = z.infer<typeof createStaffUserBody>;

/** Role and disabled switch; at least one of them. */
export const updateStaffUserBody = z
  .strictObject({ role: staffRoleSchema.optional(), disabled: z.boolean().optional() })
  .refine((b) => b.role !== undefined || b.disabled !== undefined, { error: 'validation.required' });
export type UpdateStaffUserBody = z.infer<typeof updateStaffUserBody>;

export const resetPasswordBody = z.strictObject({ password: newPasswordSchema });

export const staffUserParams = idParams;
