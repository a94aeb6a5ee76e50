/** Words shared by every screen: status chips, states of a data view, export, confirmations. */
export const common = {
  status: {
    // KYC applications (spec/001 §4)
    kyc: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
    // Expressions of interest
    expression: { pending: 'Pending', contacted: 'Contacted', enrolled: 'Enrolled', rejected: 'Rejected', archived: 'Archived' },
    // Schemes
    scheme: { live: 'Live', closing: 'Closing', earning: 'Earning', matured: 'Matured' },
    // Support tickets: the contracts' TICKET_STATUS_LABELS words
    ticket: { open: 'Open', in_progress: 'In Progress', resolved: 'Resolved', closed: 'Closed' },
    // Enrollments (investments)
    enrollment: { earning: 'Earning', matured: 'Matured', exited: 'Exited' },
    // Investor logins
    user: { pending: 'Pending', active: 'Active', disabled: 'Disabled' },
    invitation: { pending: 'Pending', accepted: 'Accepted', expired: 'Expired' },
    reset_request: { pending: 'Pending', resolved: 'Resolved', cancelled: 'Cancelled' },
    slide: { active: 'Active', inactive: 'Inactive' },
    sharia: { certified: 'Certified', expiring: 'Expiring', expired: 'Expired', none: 'Not certified' },
  },
  /** Money inputs (MoneyInput): amounts are whole currency units. */
  money: { whole_units: 'Whole units only: remove the decimal part' },
  state: {
    error_title: 'Something went wrong',
    retry: 'Try again',
    loading: 'Loading…',
    empty: 'Nothing here yet',
  },
  action: {
    view_all: 'View all',
    export_csv: 'Export CSV',
    exporting: 'Exporting…',
    cancel: 'Cancel',
    delete: 'Delete',
    archive: 'Archive',
    delete_permanently: 'Delete Permanently',
  },
  confirm: {
    delete_title: 'Delete %{name}?',
    cannot_undo: 'This action cannot be undone.',
  },
  count: '%{smart_count} item |||| %{smart_count} items',
  dash: '-',
  export_failed: 'The export failed',
};
