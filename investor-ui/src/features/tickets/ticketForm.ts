import type { TFunction } from 'i18next';
import type { RegisterOptions } from 'react-hook-form';

import type { NewTicket } from './api/tickets';

/** spec/000 §3: a new ticket is a general question of medium priority unless the investor says otherwise. */
export const TICKET_DEFAULTS: NewTicket = { subject: '', description: '', category: 'general', priority: 'medium' };

// spec/000 §5 minimums; the maximums are the server's (POST /api/tickets refuses longer texts).
export const SUBJECT_MIN = 5;
export const DESCRIPTION_MIN = 10;
export const SUBJECT_MAX = 200;
export const DESCRIPTION_MAX = 5000;

/** The checks run before POST /api/tickets, in the spec's words; blank space does not count. */
export function ticketRules(t: TFunction<'tickets'>) {
  const subject: RegisterOptions<NewTicket, 'subject'> = {
    validate: (value) => {
      const length = value.trim().length;
      if (length < SUBJECT_MIN) return t('subjectTooShort');
      if (length > SUBJECT_MAX) return t('subjectTooLong', { max: SUBJECT_MAX });
      return true;
    },
  };
  const description: RegisterOptions<NewTicket, 'description'> = {
    validate: (value) => {
      const length = value.trim().length;
      if (length < DESCRIPTION_MIN) return t('descriptionTooShort');
      if (length > DESCRIPTION_MAX) return t('descriptionTooLong', { max: DESCRIPTION_MAX });
      return true;
    },
  };
  return { subject, description, subjectMax: SUBJECT_MAX, descriptionMax: DESCRIPTION_MAX };
}
