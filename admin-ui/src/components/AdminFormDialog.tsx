import type { Key, ReactElement, ReactNode } from 'react';
import { Button, Form, SaveButton, useTranslate, type FormProps } from 'react-admin';

import { FormDialog, type FormDialogProps } from '@fund/ui';

export interface AdminFormDialogProps extends Omit<FormDialogProps, 'title' | 'form' | 'cancelLabel' | 'submitLabel'> {
  /** Catalog key (or text) of the title, or any node. */
  title: ReactNode;
  /** Catalog keys of Cancel and the save button, for the default actions. */
  cancelLabel?: string;
  submitLabel?: string;
  submitIcon?: ReactElement;
  /** react-admin's Form around title, fields and actions (defaultValues, validate, onSubmit…); none without it. */
  form?: Omit<FormProps, 'children'>;
  /** A new form (fresh values) whenever it changes, e.g. the record's id. */
  formKey?: Key;
}

/**
 * The back office's form dialog (issue 22 item 1): @fund/ui's FormDialog with react-admin's Form, its
 * Cancel button and SaveButton, texts from the catalog.
 *
 * @example <AdminFormDialog open={open} onClose={close} title="app.users.invite.title" cancelLabel="app.users.cancel" submitLabel="app.users.invite.submit" submitting={isPending} form={{ defaultValues, validate, onSubmit }}>…</AdminFormDialog>
 */
export const AdminFormDialog = ({
  title,
  cancelLabel,
  submitLabel,
  submitIcon,
  form,
  formKey,
  actions,
  submitting = false,
  onClose,
  ...dialog
}: AdminFormDialogProps) => {
  const translate = useTranslate();
  // The save button submits react-admin's Form: without one (nothing to edit yet, or a closing dialog
  // fading out without its record) there are no actions, not the kit's unlabelled default buttons.
  const defaultActions = form ? (
    <>
      <Button label={cancelLabel} onClick={onClose} disabled={submitting} />
      <SaveButton label={submitLabel} icon={submitIcon} alwaysEnable={!submitting} />
    </>
  ) : null;
  return (
    <FormDialog
      {...dialog}
      onClose={onClose}
      submitting={submitting}
      title={typeof title === 'string' ? translate(title, { _: title }) : title}
      form={
        form
          ? (body) => (
              <Form key={formKey} {...form}>
                {body}
              </Form>
            )
          : undefined
      }
      actions={actions !== undefined ? actions : defaultActions}
    />
  );
};
