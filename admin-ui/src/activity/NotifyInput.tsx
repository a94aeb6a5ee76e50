import { BooleanInput } from 'react-admin';

import { FULL_WIDTH } from './FormLayout';

/**
 * "Notify investors" (issue 20 item 2), on by default, in every form that posts to investors: the
 * request's `notify`. Off, the posting reaches the investors' feeds without a notice or an e-mail.
 */
export const NotifyInput = () => (
  <BooleanInput
    source="notify"
    label="app.notifications.notify.label"
    helperText="app.notifications.notify.helper"
    defaultValue
    sx={FULL_WIDTH}
  />
);
