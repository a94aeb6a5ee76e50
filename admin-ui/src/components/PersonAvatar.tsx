import { Avatar } from '@mui/material';
import { alpha, darken, lighten } from '@mui/material/styles';

/** Up to two initials of a name ('Layla Haddad' -> 'LH'); '?' for a blank name. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0].toUpperCase())
    .join('') || '?';

export interface PersonAvatarProps {
  /** The person's full name; the avatar shows its initials. */
  name: string;
  /** Green (primary) for applicants and investors, gold (secondary) for a second kind of card. */
  tone?: 'primary' | 'secondary';
}

/**
 * A person's initials on a soft brand tint, beside their name on a card. Decorative: the name next
 * to it is what assistive technology reads.
 *
 * @example <PersonAvatar name={application.fullName} />
 */
export const PersonAvatar = ({ name, tone = 'primary' }: PersonAvatarProps) => (
  <Avatar
    aria-hidden
    sx={(theme) => ({
      bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'light' ? 0.12 : 0.2),
      // A shade past the palette's dark / light, so the initials keep 4.5:1 even under a dialog's backdrop.
      color: theme.palette.mode === 'light' ? darken(theme.palette[tone].dark, 0.25) : lighten(theme.palette[tone].light, 0.25),
      fontWeight: 700,
      fontSize: '0.95rem',
    })}
  >
    {initialsOf(name)}
  </Avatar>
);
