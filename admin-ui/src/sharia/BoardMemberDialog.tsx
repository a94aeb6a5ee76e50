import { Box } from '@mui/material';
import { DateInput, TextInput, useNotify } from 'react-admin';

import type { BoardMemberView } from '@fund/contracts';

import { boardMemberErrors, boardMemberPayload, type BoardMemberValues } from './shariaForms';
import { BOARD, useSaveRecord } from './shariaHooks';
import { ShariaFormDialog, UploadInput } from './shariaParts';

/** The dialog's record: a new member, or one to edit; closed when null. */
export type BoardMemberDialogState = { mode: 'create' } | { mode: 'edit'; member: BoardMemberView };

const EMPTY: BoardMemberValues = {
  fullName: '',
  title: '',
  credentials: '',
  photoUrl: null,
  bioEn: '',
  bioAr: '',
  appointedOn: '',
  endedOn: '',
  conflicts: '',
};

// The API answers "None declared" for an empty declaration; the field stays empty to mean the same.
const NONE_DECLARED = 'None declared';

const valuesOf = (state: BoardMemberDialogState): BoardMemberValues =>
  state.mode === 'edit'
    ? {
        ...state.member,
        endedOn: state.member.endedOn ?? '',
        conflicts: state.member.conflicts === NONE_DECLARED ? '' : state.member.conflicts,
      }
    : EMPTY;

/** Add or edit a board member (POST / PUT /api/admin/sharia/board): photo, name, title, credentials, bios, dates, conflicts. */
export const BoardMemberDialog = ({ state, onClose }: { state: BoardMemberDialogState | null; onClose: () => void }) => {
  const notify = useNotify();
  const { mutateAsync } = useSaveRecord();
  const editing = state?.mode === 'edit' ? state.member : null;
  const save = async (values: Record<string, unknown>) => {
    const data = boardMemberPayload(values as BoardMemberValues);
    await mutateAsync(editing ? { resource: BOARD, id: editing.id, data } : { resource: BOARD, data });
    notify('app.sharia.toast.member_saved', { type: 'success' });
  };
  return (
    <ShariaFormDialog
      open={state !== null}
      onClose={onClose}
      title={editing ? 'app.sharia.board.edit_title' : 'app.sharia.board.create_title'}
      formKey={editing?.id ?? 'new'}
      defaultValues={state ? valuesOf(state) : {}}
      validate={(values) => boardMemberErrors(values as BoardMemberValues) as Record<string, string>}
      save={save}
    >
      <TextInput source="fullName" label="app.sharia.board.full_name" fullWidth />
      <TextInput source="title" label="app.sharia.board.member_title" helperText="app.sharia.board.member_title_hint" fullWidth />
      <TextInput source="credentials" label="app.sharia.board.credentials" fullWidth />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}>
        <DateInput source="appointedOn" label="app.sharia.board.appointed_on" />
        <DateInput source="endedOn" label="app.sharia.board.ended_on_input" helperText="app.sharia.board.ended_on_hint" />
      </Box>
      <TextInput source="bioEn" label="app.sharia.board.bio_en" multiline minRows={3} fullWidth />
      <TextInput
        source="bioAr"
        label="app.sharia.board.bio_ar"
        multiline
        minRows={3}
        fullWidth
        helperText={false}
        slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
        sx={{ mb: 2 }}
      />
      <TextInput
        source="conflicts"
        label="app.sharia.board.conflicts"
        helperText="app.sharia.board.conflicts_hint"
        multiline
        minRows={2}
        fullWidth
      />
      <UploadInput source="photoUrl" kind="board-photo" label="app.sharia.board.photo" onFile="app.sharia.board.photo_on_file" />
    </ShariaFormDialog>
  );
};
