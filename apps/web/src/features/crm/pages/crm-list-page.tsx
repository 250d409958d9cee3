import { contactSchema, CRM_CSV_FILE, type Contact } from '@fieldops/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { useErrorDialog } from '../../../components/error-dialog';
import { useNotify } from '../../../components/notification-bar';
import { useConfirm } from '../../../components/use-confirm';
import { useDeleteContact } from '../api/delete-contact';
import { AddNewMenu } from '../components/add-new-menu';
import { contactColumns } from '../components/contact-columns';
import { ContactFormDialog, type ContactMode } from '../components/contact-form-dialog';
import { ImportDialog } from '../import/import-dialog';

interface Modal {
  /** A new key per opening, so the form starts from the contact it shows. */
  key: number;
  open: boolean;
  mode: ContactMode;
  contact: Contact | null;
}

/** /crm (admin): the contacts (spec 3 §2), their New / Edit / Detail modal and the BULK LIST import. */
export function CrmListPage() {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const remove = useDeleteContact();
  const { confirm, dialog } = useConfirm();
  const [modal, setModal] = useState<Modal>({ key: 0, open: false, mode: 'new', contact: null });
  const [importing, setImporting] = useState({ key: 0, open: false });

  const openModal = (mode: ContactMode, contact: Contact | null) => setModal((m) => ({ key: m.key + 1, open: true, mode, contact }));

  const onDelete = async (contact: Contact) => {
    if (!(await confirm({ title: t('crm.confirmDelete') }))) return;
    remove.mutate(contact.id, {
      onSuccess: () => notify({ message: t('crm.deleted') }),
      onError: (error) => showError(error),
    });
  };

  return (
    <>
      <DataTable
        endpoint="/contact"
        rowSchema={contactSchema}
        columns={contactColumns({
          t,
          language: i18n.language,
          onView: (c) => openModal('detail', c),
          onEdit: (c) => openModal('edit', c),
          onDelete,
        })}
        getRowId={(row) => String(row.id)}
        csvFileName={CRM_CSV_FILE}
        title={t('crm.title')}
        titleLevel={1}
        label={t('crm.title')}
        initialSort={[{ id: 'name', desc: false }]}
        actions={
          <AddNewMenu
            onSingleContact={() => openModal('new', null)}
            onBulkList={() => setImporting((i) => ({ key: i.key + 1, open: true }))}
          />
        }
      />
      <ContactFormDialog
        key={modal.key}
        open={modal.open}
        mode={modal.mode}
        contact={modal.contact}
        onClose={() => setModal((m) => ({ ...m, open: false }))}
      />
      <ImportDialog key={`import-${importing.key}`} open={importing.open} onClose={() => setImporting((i) => ({ ...i, open: false }))} />
      {dialog}
    </>
  );
}
