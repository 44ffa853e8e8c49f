import { MESSAGES } from '@livra/shared/messages';
import { changePasswordSchema, resetPasswordSchema, signUpSchema } from '@livra/shared/auth';
import { z } from '@livra/shared/zod';

/** Public sign-up: the fields the form asks for (the server makes every public account a customer). */
export const signUpFormSchema = signUpSchema.pick({ name: true, email: true, password: true, phoneNumber: true });
export type SignUpFormInput = z.input<typeof signUpFormSchema>;

const confirmation = z.string().min(1, MESSAGES.passwordsDontMatch);

export const resetPasswordFormSchema = resetPasswordSchema
  .pick({ newPassword: true })
  .extend({ confirmPassword: confirmation })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = changePasswordSchema
  .extend({
    currentPassword: z.string().min(1, 'Le mot de passe actuel est requis').max(128),
    confirmPassword: confirmation,
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
