import type { TFunction } from 'i18next';
import type { RegisterOptions } from 'react-hook-form';

import { TICKET_DESCRIPTION_MIN, TICKET_SUBJECT_MAX, TICKET_SUBJECT_MIN, TICKET_TEXT_MAX } from '@fund/contracts';

import type { NewTicket } from './api/tickets';

/** spec/000 §3: a new ticket is a general question of medium priority unless the investor says otherwise. */
export const TICKET_DEFAULTS: NewTicket = { subject: '', description: '', category: 'general', priority: 'medium' };

// The same limits the server applies (libs/contracts), checked before sending.
const SUBJECT_MIN = TICKET_SUBJECT_MIN;
const SUBJECT_MAX = TICKET_SUBJECT_MAX;
const DESCRIPTION_MIN = TICKET_DESCRIPTION_MIN;
const DESCRIPTION_MAX = TICKET_TEXT_MAX;

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
