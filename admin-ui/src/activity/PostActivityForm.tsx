import type { UploadTargetAnswer } from '@fund/contracts';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, NumberInput, required, SaveButton, SelectInput, TextInput, useCreate, useNotify, useTranslate } from 'react-admin';

import { serverMessage } from '../components/ErrorState';
import { UploadField } from '../components/UploadField';
import { API_URL, httpClient } from '../providers/dataProvider';
import { activityBody, categoryChoices, httpUrl, wholeNumber, type ActivityValues, type PostedType, type UploadedDocumentInfo } from './activityForms';
import { FormLayout, FULL_WIDTH } from './FormLayout';
import { InvestorInput, InvestorSchemeInput } from './InvestorInputs';

/** POST /api/activities/upload-url: a signed URL for one activity document. */
const requestActivityDocumentUrl = async () => {
  const { json } = await httpClient(`${API_URL}/activities/upload-url`, { method: 'POST', body: '{}' });
  return (json as UploadTargetAnswer).uploadURL;
};

const rules = {
  category: [required('app.activity.validation.category')],
  title: [required('app.activity.validation.title')],
  content: [required('app.activity.validation.content')],
  description: [required('app.activity.validation.description')],
  url: [httpUrl('app.activity.validation.url')],
  amount: [required('app.activity.validation.amount'), wholeNumber(1, 'app.activity.validation.amount_whole')],
};

export interface PostActivityFormProps {
  type: PostedType;
}

/**
 * Post Update, Post Transaction and Upload Document (spec/001 §2, §5): an investor, one of their
 * schemes, a category, a title and the content; a transaction adds its amount, an update an
 * optional link, a document the uploaded file (posting waits for the upload). The form resets
 * after posting.
 */
export const PostActivityForm = ({ type }: PostActivityFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  // A new key remounts the form: fields, pickers and the upload widget start over.
  const [generation, setGeneration] = useState(0);
  const [document, setDocument] = useState<UploadedDocumentInfo | null>(null);
  const [uploading, setUploading] = useState(false);
  const isDocument = type === 'document';

  const submit = async (values: ActivityValues) => {
    if (isDocument && !document) return;
    try {
      await create('activities', { data: activityBody(type, values, document ?? undefined) }, { returnPromise: true });
      notify('app.activity.toast.posted', { type: 'success' });
      setDocument(null);
      setGeneration(g => g + 1);
    } catch (error) {
      notify(serverMessage(error) ?? 'app.activity.toast.post_failed', { type: 'error' });
    }
  };

  return (
    <Form key={generation} onSubmit={(values: Record<string, unknown>) => submit(values as ActivityValues)} noValidate>
      <FormLayout
        intro={`app.activity.intro.${type}`}
        actions={
          <>
            {isDocument && !document && (
              <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
                {translate('app.activity.hints.upload_first')}
              </Typography>
            )}
            <SaveButton
              label={`app.activity.submit.${type}`}
              icon={<SendOutlinedIcon />}
              disabled={isDocument && (!document || uploading)}
            />
          </>
        }
      >
        <InvestorInput dependents={['schemeId']} />
        <InvestorSchemeInput />
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
          <TextInput source="url" label="app.activity.fields.url" helperText="app.activity.fields.url_hint" type="url" validate={rules.url} sx={FULL_WIDTH} />
        )}
        {isDocument && (
          <Box sx={{ ...FULL_WIDTH, mt: 1 }}>
            <UploadField
              kind="activity-document"
              label="app.activity.fields.document"
              requestUploadUrl={requestActivityDocumentUrl}
              onUploaded={({ objectPath, file, size }) => setDocument({ objectPath, name: file.name, size })}
              onRemove={() => setDocument(null)}
              onBusyChange={setUploading}
            />
          </Box>
        )}
      </FormLayout>
    </Form>
  );
};
