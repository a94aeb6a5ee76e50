import { INVITATION_TTL_DAYS, usernameIssue, type AdminRole, type UsernameIssue } from '@fund/contracts';

export { INVITATION_TTL_DAYS };

// spec/001 §5 "Invite admin" and "Create admin directly". The server checks the same rules and its
// message is shown when it refuses.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface InviteValues {
  email: string;
  fullName: string;
  role: AdminRole;
}

export interface CreateAdminValues extends InviteValues {
  username: string;
  password: string;
}

type Errors<T> = Partial<Record<keyof T, string>>;

/** The catalog key of each way a username can be wrong (@fund/contracts usernameIssue, the API's rule). */
const USERNAME_MESSAGES: Record<UsernameIssue, string> = {
  usernameTooShort: 'app.users.validation.username_short',
  usernameTooLong: 'app.users.validation.username_long',
  usernameInvisible: 'app.users.validation.username_invisible',
};

/** The catalog key of what is wrong with a username, or undefined: used wherever an admin sets one. */
export const usernameMessage = (username: string | undefined) => {
  const issue = usernameIssue(username ?? '');
  return issue ? USERNAME_MESSAGES[issue] : undefined;
};

export const validateInvite = (values: Partial<InviteValues>): Errors<InviteValues> => {
  const errors: Errors<InviteValues> = {};
  if (!values.email || !EMAIL.test(values.email.trim())) errors.email = 'app.users.validation.invalid_email';
  if (!values.fullName?.trim()) errors.fullName = 'app.users.validation.full_name_required';
  return errors;
};

export const validateCreateAdmin = (values: Partial<CreateAdminValues>): Errors<CreateAdminValues> => {
  const errors: Errors<CreateAdminValues> = validateInvite(values);
  const username = usernameMessage(values.username);
  if (username) errors.username = username;
  if ((values.password?.length ?? 0) < 8) errors.password = 'app.users.validation.password_short';
  return errors;
};

/** Only the fields each call accepts (the API refuses unknown ones). */
export const invitePayload = ({ email, fullName, role }: InviteValues) => ({ email: email.trim(), fullName: fullName.trim(), role });

export const createAdminPayload = ({ email, fullName, role, username, password }: CreateAdminValues) => ({
  email: email.trim(),
  fullName: fullName.trim(),
  username: username.trim(),
  password,
  role,
});

/** The created credentials as one block to copy. */
export const credentialsText = (labels: { username: string; password: string }, values: { username: string; password: string }) =>
  `${labels.username}: ${values.username}\n${labels.password}: ${values.password}`;
