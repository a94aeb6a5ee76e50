import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { Avatar, Box, Card, CardContent, Divider, IconButton, Skeleton, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

import type { BoardMemberView } from '@fund/contracts';
import { CardGrid, StatusChip } from '@fund/ui';

import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { Fact } from '../components/Fact';
import { PersonAvatar } from '../components/PersonAvatar';
import { BoardMemberDialog, type BoardMemberDialogState } from './BoardMemberDialog';
import { BOARD, useBoard } from './shariaHooks';
import { AddButton, dateText, DeleteButton, DeleteConfirm, SectionHeading, useShariaRemoval } from './shariaParts';

interface MemberCardProps {
  member: BoardMemberView;
  onEdit: (member: BoardMemberView) => void;
  onDelete: (member: BoardMemberView) => void;
}

const MemberCard = ({ member, onEdit, onDelete }: MemberCardProps) => {
  const translate = useTranslate();
  const nameId = useId();
  return (
    <Card component="li" aria-labelledby={nameId} sx={{ listStyle: 'none', height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          {member.photoUrl ? (
            <Avatar
              src={member.photoUrl}
              alt={translate('app.sharia.board.photo_of', { name: member.fullName })}
              sx={{ width: 56, height: 56 }}
            />
          ) : (
            <PersonAvatar name={member.fullName} tone="secondary" />
          )}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={nameId} variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {member.fullName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {member.title}
            </Typography>
            <Box sx={{ mt: 0.75 }}>
              <StatusChip
                kind="ticket"
                status={member.current ? 'resolved' : 'closed'}
                label={translate(member.current ? 'app.sharia.board.current' : 'app.sharia.board.ended')}
              />
            </Box>
          </Box>
          <Stack direction="row" sx={{ mt: -1, marginInlineEnd: -1 }}>
            <IconButton
              size="small"
              onClick={() => onEdit(member)}
              aria-label={translate('app.sharia.action.edit_of', { name: member.fullName })}
            >
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
            <DeleteButton name={member.fullName} onClick={() => onDelete(member)} />
          </Stack>
        </Stack>
        <Divider sx={{ my: 2 }} />
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5, m: 0 }}>
          <Fact label="app.sharia.board.credentials" wide>
            {member.credentials}
          </Fact>
          <Fact label="app.sharia.board.appointed" tabular>
            {dateText(member.appointedOn)}
          </Fact>
          <Fact label="app.sharia.board.ended_on" tabular>
            {dateText(member.endedOn)}
          </Fact>
          <Fact label="app.sharia.board.bio_en" wide>
            {member.bioEn}
          </Fact>
          {member.bioAr && (
            <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {translate('app.sharia.board.bio_ar')}
              </Typography>
              <Typography component="dd" variant="body2" dir="rtl" lang="ar" sx={{ m: 0, overflowWrap: 'anywhere', textAlign: 'start' }}>
                {member.bioAr}
              </Typography>
            </Box>
          )}
          <Fact label="app.sharia.board.conflicts" wide>
            {member.conflicts}
          </Fact>
        </Box>
      </CardContent>
    </Card>
  );
};

/** Board: every member, current and ended; add, edit, delete. */
export const BoardTab = () => {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useBoard();
  const [dialog, setDialog] = useState<BoardMemberDialogState | null>(null);
  const removal = useShariaRemoval<BoardMemberView>(BOARD, 'app.sharia.toast.member_deleted');
  return (
    <>
      <SectionHeading
        title="app.sharia.tabs.board"
        intro="app.sharia.board.intro"
        action={<AddButton label="app.sharia.action.add_member" onClick={() => setDialog({ mode: 'create' })} />}
      />
      {error ? (
        <ErrorState title="app.sharia.board.fetch_failed" error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <CardGrid aria-label={translate('ra.page.loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={260} />
          ))}
        </CardGrid>
      ) : data.length === 0 ? (
        <Card>
          <EmptyState icon={<GroupsOutlinedIcon />} text="app.sharia.board.empty" />
        </Card>
      ) : (
        <CardGrid component="ul" aria-label={translate('app.sharia.board.list_label')}>
          {data.map((member) => (
            <MemberCard
              key={member.id}
              member={member}
              onEdit={(edited) => setDialog({ mode: 'edit', member: edited })}
              onDelete={removal.setTarget}
            />
          ))}
        </CardGrid>
      )}
      <BoardMemberDialog state={dialog} onClose={() => setDialog(null)} />
      <DeleteConfirm
        removal={removal}
        title="app.sharia.board.delete_title"
        content="app.sharia.board.delete_content"
        translateOptions={{ name: removal.target?.fullName }}
      />
    </>
  );
};
