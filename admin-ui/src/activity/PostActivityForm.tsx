import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Form,
  NumberInput,
  RadioButtonGroupInput,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  useCreate,
  useNotify,
  useTranslate,
  type TranslateFunction,
} from 'react-admin';
import { useWatch } from 'react-hook-form';

import type { SchemePostingView } from '@fund/contracts';

import { ConfirmDialog } from '../components/ConfirmDialog';
import { UploadField } from '../components/UploadField';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { useAdminDataProvider } from '../providers/dataProvider';
import {
  activityBody,
  categoryChoices,
  httpUrl,
  notifyOf,
  RECIPIENTS,
  schemePostingBody,
  wholeNumber,
  type ActivityValues,
  type PostedType,
  type Recipients,
  type UploadedDocumentInfo,
} from './activityForms';
import { FormLayout, FULL_WIDTH } from './FormLayout';
import { InvestorInput, InvestorSchemeInput, SchemeHoldersInput, SchemeInput, useClearOnChange, useSchemeHolders } from './InvestorInputs';
import { NotifyInput } from './NotifyInput';

const rules = {
  category: [required('app.activity.validation.category')],
  title: [required('app.activity.validation.title')],
  content: [required('app.activity.validation.content')],
  description: [required('app.activity.validation.description')],
  url: [httpUrl('app.activity.validation.url')],
  amount: [required('app.activity.validation.amount'), wholeNumber(1, 'app.activity.validation.amount_whole')],
};

const RECIPIENT_CHOICES = RECIPIENTS.map((id) => ({ id, name: `app.activity.recipients.${id}` }));

/** Who receives the posting, and the pickers of that choice; each change of choice starts the pickers over. */
const RecipientFields = () => {
  const recipients = useClearOnChange('recipients', ['investorId', 'schemeId', 'investorIds']) as Recipients | undefined;
  return (
    <>
      <RadioButtonGroupInput source="recipients" label="app.activity.recipients.label" choices={RECIPIENT_CHOICES} row sx={FULL_WIDTH} />
      {recipients === 'scheme' || recipients === 'chosen' ? (
        <>
          <SchemeInput dependents={['investorIds']} countHolders={recipients === 'scheme' ? 'investors' : undefined} />
          {recipients === 'chosen' && <SchemeHoldersInput />}
        </>
      ) : (
        <>
          <InvestorInput dependents={['schemeId']} />
          <InvestorSchemeInput />
        </>
      )}
    </>
  );
};

/** Posting to a scheme's holders waits for them to be counted, and there must be some. */
const useHoldersReady = () => {
  const [recipients, schemeId] = useWatch({ name: ['recipients', 'schemeId'] }) as [Recipients | undefined, string | null | undefined];
  const { total, isFetching } = useSchemeHolders(recipients === 'scheme' || recipients === 'chosen' ? schemeId : null);
  return recipients !== 'scheme' || (!isFetching && total !== undefined && total > 0);
};

const SubmitButton = ({ type, waiting }: { type: PostedType; waiting: boolean }) => {
  const ready = useHoldersReady();
  return <SaveButton label={`app.activity.submit.${type}`} icon={<SendOutlinedIcon />} disabled={waiting || !ready} />;
};

/**
 * The toast of a posting to many (issue 20 item 2): "Posted to 3 investors; 2 will be told" (the
 * server's notifiedCount), or that they were not notified when the switch was off.
 */
const postedToast = (translate: TranslateFunction, answer: SchemePostingView, told: boolean) => {
  const posted = translate('app.activity.toast.posted_to', { smart_count: answer.investorCount, scheme: answer.schemeName });
  if (!told) return translate('app.notifications.toast.many_not_told', { posted });
  if (answer.notifiedCount === undefined) return posted;
  return translate('app.notifications.toast.many_told', { posted, smart_count: answer.notifiedCount });
};

export interface PostActivityFormProps {
  type: PostedType;
}

/**
 * Post Update, Post Transaction and Upload Document (spec/001 §2, §5): the recipients (one investor
 * and one of their schemes, as the spec has it; every investor enrolled in a scheme; or chosen
 * investors of a scheme, issue 19 item 4), a category, a title and the content; a transaction adds
 * its amount, an update an optional link, a document the uploaded file (posting waits for the
 * upload). A posting to many is confirmed first ("Post this update to N investors of <scheme>?") and
 * sent as a money write (`moneyWrite`), so posting the same again after a failure posts once. The form
 * resets after posting.
 */
export const PostActivityForm = ({ type }: PostActivityFormProps) => {
  const translate = useTranslate();
  const api = useAdminDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [create] = useCreate();
  // A new generation remounts the form: fields, pickers and the upload widget start over.
  const [generation, setGeneration] = useState(0);
  const [document, setDocument] = useState<UploadedDocumentInfo | null>(null);
  const [uploading, setUploading] = useState(false);
  // A posting to many, waiting for its confirmation; its scheme's holders come from the pickers' (cached) query.
  const [pending, setPending] = useState<ActivityValues | null>(null);
  const [posting, setPosting] = useState(false);
  const holders = useSchemeHolders(pending?.schemeId);
  const isDocument = type === 'document';
  const count = pending?.recipients === 'chosen' ? (pending.investorIds ?? []).length : (holders.total ?? 0);

  const done = () => {
    setDocument(null);
    setPending(null);
    setGeneration((g) => g + 1);
  };

  const submit = async (values: ActivityValues) => {
    if (isDocument && !document) return;
    if (values.recipients === 'scheme' || values.recipients === 'chosen') {
      setPending(values);
      return;
    }
    try {
      await create('activities', { data: activityBody(type, values, document ?? undefined) }, { returnPromise: true });
      const posted = translate('app.notifications.toast.activity_posted');
      notify(notifyOf(values.notify) ? 'app.notifications.toast.one_told' : 'app.notifications.toast.one_not_told', {
        type: 'success',
        messageArgs: { posted },
      });
      done();
    } catch (error) {
      notifyFailure(error, 'app.activity.toast.post_failed');
    }
  };

  const confirm = async () => {
    if (!pending?.schemeId) return;
    setPosting(true);
    try {
      const answer = await api.postToScheme(pending.schemeId, schemePostingBody(type, pending, document ?? undefined));
      notify(postedToast(translate, answer, notifyOf(pending.notify)), { type: 'success' });
      done();
    } catch (error) {
      // The form keeps its values: posting them again retries the same posting, with the same Idempotency-Key.
      setPending(null);
      notifyFailure(error, 'app.activity.toast.post_failed');
    } finally {
      setPosting(false);
    }
  };

  return (
    <>
      <Form
        key={generation}
        defaultValues={{ recipients: 'one', investorIds: [], notify: true }}
        onSubmit={(values: Record<string, unknown>) => submit(values as ActivityValues)}
        noValidate
      >
        <FormLayout
          intro={`app.activity.intro.${type}`}
          actions={
            <>
              {isDocument && !document && (
                <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
                  {translate('app.activity.hints.upload_first')}
                </Typography>
              )}
              <SubmitButton type={type} waiting={posting || pending !== null || (isDocument && (!document || uploading))} />
            </>
          }
        >
          <RecipientFields />
          <SelectInput source="category" label="app.activity.fields.category" choices={categoryChoices(type)} validate={rules.category} />
          <TextInput source="title" label="app.activity.fields.title" validate={rules.title} />
          {type === 'transaction' && (
            <NumberInput source="amount" label="app.activity.fields.amount" min={1} step={1} validate={rules.amount} />
          )}
          <TextInput
            source="content"
            label={isDocument ? 'app.activity.fields.description' : 'app.activity.fields.content'}
            validate={isDocument ? rules.description : rules.content}
            multiline
            minRows={3}
            maxRows={4}
            sx={FULL_WIDTH}
          />
          {type === 'update' && (
            <TextInput
              source="url"
              label="app.activity.fields.url"
              helperText="app.activity.fields.url_hint"
              type="url"
              validate={rules.url}
              sx={FULL_WIDTH}
            />
          )}
          {isDocument && (
            <Box sx={{ ...FULL_WIDTH, mt: 1 }}>
              <UploadField
                kind="activity-document"
                label="app.activity.fields.document"
                requestUploadUrl={api.requestActivityDocumentUrl}
                onUploaded={({ objectPath, file, size }) => setDocument({ objectPath, name: file.name, size })}
                onRemove={() => setDocument(null)}
                onBusyChange={setUploading}
              />
            </Box>
          )}
          <NotifyInput />
        </FormLayout>
      </Form>
      <ConfirmDialog
        open={pending !== null}
        title={`app.activity.confirm_many.title.${type}`}
        content="app.activity.confirm_many.content"
        translateOptions={{ smart_count: count, scheme: holders.data?.[0]?.schemeName ?? '' }}
        confirmLabel={`app.activity.submit.${type}`}
        loading={posting}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </>
  );
};
