/** The super admin's view of the e-mail queue (GET /api/admin/mail-queue), shown on User Management. */
export const mail_queue = {
  title: 'Undelivered E-mails',
  intro:
    'E-mails the mail server has not accepted yet are retried for a day (after 1, 2, 4 … minutes, then hourly); one still failing after a day is given up. Only super admins see this, and never the e-mails’ contents.',
  filter_label: 'Which e-mails',
  status: { pending: 'Retrying', failed: 'Given up' },
  table_label: 'Undelivered e-mails',
  fields: { recipient: 'Recipient', subject: 'Subject', attempts: 'Attempts', last_error: 'Last error', next_attempt: 'Next try' },
  given_up: 'Given up',
  none: '-',
  empty: { pending: 'No e-mail is waiting for a retry.', failed: 'No e-mail has been given up.' },
  showing: 'Showing the newest %{count} of %{total}',
  fetch_failed: 'Failed to fetch the mail queue',
};
