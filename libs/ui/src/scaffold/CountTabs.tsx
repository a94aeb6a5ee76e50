import { Chip, Tab, Tabs } from '@mui/material';

export interface CountTabOption<V extends string = string> {
  value: V;
  /** The tab's text, already translated. */
  label: string;
  /** How many records the tab holds; nothing is shown while it is not known (loading or failed). */
  count?: number;
}

export interface CountTabsProps<V extends string = string> {
  /** The tab list's accessible name, already translated. */
  label: string;
  value: V;
  options: readonly CountTabOption<V>[];
  onChange: (value: V) => void;
  /** The id of the panel the tabs control; each tab's id is `${panelId}-tab-${value}`. */
  panelId: string;
}

/** A record count beside a tab's text, in tabular figures. */
export const TabCountChip = ({ count }: { count: number }) => (
  <Chip label={count.toLocaleString('en-US')} size="small" className="tabular-nums" sx={{ height: 20, fontSize: '0.75rem' }} />
);

/**
 * Tabs over one list, each with its record count (KYC by status, tickets by group, all / active
 * investors): scrollable on phones, a line under them.
 *
 * @example <CountTabs label="Applications by status" value={status} options={[{ value: 'pending', label: 'Pending', count: 3 }]} panelId={id} onChange={setStatus} />
 */
export const CountTabs = <V extends string = string>({ label, value, options, onChange, panelId }: CountTabsProps<V>) => (
  <Tabs
    value={value}
    onChange={(_, next: V) => onChange(next)}
    aria-label={label}
    variant="scrollable"
    allowScrollButtonsMobile
    sx={{ borderBlockEnd: '1px solid', borderColor: 'divider', mb: 3 }}
  >
    {options.map((option) => (
      <Tab
        key={option.value}
        value={option.value}
        id={`${panelId}-tab-${option.value}`}
        aria-controls={panelId}
        iconPosition="end"
        icon={option.count === undefined ? undefined : <TabCountChip count={option.count} />}
        label={option.label}
        sx={{ gap: 1 }}
      />
    ))}
  </Tabs>
);
