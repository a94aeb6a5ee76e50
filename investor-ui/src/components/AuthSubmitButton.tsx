import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** The full-width submit button of a sign-in card's form, with a spinner and its busy words while it works. */
export function AuthSubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
