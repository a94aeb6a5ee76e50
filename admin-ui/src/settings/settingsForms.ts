// spec/001 §5 "Own password change", "Profile" and "Role change"; the server checks the same rules
// and its message is shown when it refuses.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ProfileValues {
  email: string;
  fullName: string;
}

export interface RoleValues {
  userId: string;
  role: string;
}

type Errors<T> = Partial<Record<keyof T, string>>;

export const validatePassword = (values: Partial<PasswordValues>): Errors<PasswordValues> => {
  const errors: Errors<PasswordValues> = {};
  if (!values.currentPassword) errors.currentPassword = 'app.settings.validation.current_required';
  if ((values.newPassword?.length ?? 0) < 6) errors.newPassword = 'app.settings.validation.password_short';
  if (!values.confirmPassword) errors.confirmPassword = 'app.settings.validation.confirm_required';
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'app.settings.validation.mismatch';
  return errors;
};

/** The confirmation stays in the form: PATCH /api/users/{id}/password takes the two passwords only. */
export const passwordPayload = ({ currentPassword, newPassword }: PasswordValues) => ({ currentPassword, newPassword });

export const validateProfile = (values: Partial<ProfileValues>): Errors<ProfileValues> => {
  const errors: Errors<ProfileValues> = {};
  if (!values.email || !EMAIL.test(values.email.trim())) errors.email = 'app.settings.validation.invalid_email';
  if (!values.fullName?.trim()) errors.fullName = 'app.settings.validation.full_name_required';
  return errors;
};

/** Username is not sent (the API refuses it); a removed photo is sent as null. */
export const profilePayload = ({ email, fullName }: ProfileValues, profilePhotoUrl: string | null) => ({
  email: email.trim(),
  fullName: fullName.trim(),
  profilePhotoUrl,
});

export const validateRole =
  (currentUserId: string | undefined) =>
  (values: Partial<RoleValues>): Errors<RoleValues> => {
    if (!values.userId) return { userId: 'app.settings.validation.select_user' };
    if (currentUserId !== undefined && String(values.userId) === String(currentUserId))
      return { userId: 'app.settings.validation.own_role' };
    return {};
  };
