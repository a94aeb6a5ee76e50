import { Button, type ButtonProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface CardActionProps extends Pick<ButtonProps, 'variant' | 'color' | 'disabled' | 'sx'> {
  /** Catalog key of the action ('View Details'). */
  label: string;
  /** Whose card it is: a screen reader hears 'View Details: Layla Haddad'. */
  name: string;
  icon?: ReactNode;
  onClick: () => void;
}

/** A small button at the foot of a card, named with the card's person or record for screen readers. */
export const CardAction = ({ label, name, icon, onClick, ...button }: CardActionProps) => {
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={icon} onClick={onClick} aria-label={`${translate(label)}: ${name}`} {...button}>
      {translate(label)}
    </Button>
  );
};
