/** Password Resets (/admin/password-resets), spec/001 §2, §6, §8 and §9. */
export const password_resets = {
  title: 'Password Resets',
  subtitle: 'Requests from people who cannot sign in. A reset e-mails them a temporary password they change at their next sign-in.',
  pending: {
    title: 'Pending Requests',
    list_label: 'Pending reset requests',
    empty: 'No pending requests. Requests made from the sign-in page appear here.',
    requested: 'Requested %{date}',
    from_ip: 'from %{ip}',
  },
  resolved: {
    title: 'Recently Resolved',
    list_label: 'Recently resolved reset requests',
    empty: 'No request has been resolved yet.',
    resolved_at: 'Resolved %{date} at %{time}',
    resolved_by: 'Resolved %{date} at %{time} by %{name}',
  },
  admins: {
    title: 'Admin Passwords',
    subtitle: 'Super admins only: give another admin a temporary password.',
    list_label: 'Admins whose password you can reset',
    empty: 'There is no other admin yet.',
    reset: 'Reset Password',
    confirm_title: 'Reset the password of %{name}?',
    confirm_content: 'Their current password stops working. A temporary password is e-mailed to %{email}.',
  },
  action: { reset: 'Reset Password', cancel: 'Cancel' },
  dialog: {
    title: 'Reset password for %{name}',
    intro: 'A temporary password is e-mailed to %{email}; they must change it when they next sign in.',
    notes: 'Notes (optional)',
    notes_hint: 'For the record: how you confirmed who asked.',
  },
  role: { admin: 'Admin', super_admin: 'Super Admin', investor: 'Investor' },
  notify: {
    done: 'Password reset. A temporary password was e-mailed to %{email}.',
    // The server's words: the password was reset and its e-mail is queued for retries.
    email_not_sent: '%{message}',
    failed_with: 'Reset Failed: %{message}',
    failed_title: 'Reset Failed',
    failed: 'Failed to reset password',
    fetch_failed: 'Failed to fetch password reset requests',
  },
};
