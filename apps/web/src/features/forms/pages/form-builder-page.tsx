import { type FormField, type FormFieldType, type Objective } from '@fieldops/contract';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Link,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { useErrorDialog } from '../../../components/error-dialog';
import { LoadingLine } from '../../../components/loading-line';
import { useNotify } from '../../../components/notification-bar';
import { useConfirm } from '../../../components/use-confirm';
import { useSaveOver } from '../../../components/use-save-over';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useClearForm, useObjectiveWithForm, useSaveForm, useTemplates } from '../api/form-builder-api';
import { ComponentsPalette, PALETTE_PREFIX } from '../builder/components-palette';
import { dropBrokenConditions } from '../builder/conditions';
import { FieldCard } from '../builder/field-card';
import { FieldSettingsDialog } from '../builder/field-settings-dialog';
import { newField, withNewRefs } from '../builder/new-field';
import { checkDefinition, noProblems, toProblems, type Problems } from '../builder/save-form';
import { TemplatesDialog } from '../builder/templates-dialog';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { sendConfirmingRemovals } from '../../../lib/send-confirming-removals';

const positiveId = (value: string | null | undefined) => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

const FORM_DROP_ID = 'objective-form';
/**
 * A palette item may land on a field or on the form itself; a field being reordered only on another
 * field (the form around them would otherwise be the closest target and the move would be lost).
 */
const collisionDetection: CollisionDetection = (args) =>
  closestCenter(
    String(args.active.id).startsWith(PALETTE_PREFIX)
      ? args
      : { ...args, droppableContainers: args.droppableContainers.filter((c) => c.id !== FORM_DROP_ID) },
  );

/** /objective/formbuilder/{objectiveID} (admin): the form of a custom objective (spec 2 §2). `?copyFrom={id}` starts from another objective's form. */
export function FormBuilderPage() {
  const { t } = useTranslation();
  const id = positiveId(useParams().objectiveID);
  const [search] = useSearchParams();
  const copyFrom = positiveId(search.get('copyFrom'));
  const objective = useObjectiveWithForm(id);
  const source = useObjectiveWithForm(copyFrom);

  const body = () => {
    if (id === null || objective.isError || source.isError) return <Alert severity="error">{t('formBuilder.loadError')}</Alert>;
    if (!objective.data || (copyFrom !== null && !source.data)) return <LoadingLine />;
    // Said on opening: the server would refuse the form on Create, after it was built.
    if (objective.data.isCustom !== 1) return <Alert severity="info">{t('formBuilder.notCustom')}</Alert>;
    return <FormBuilder key={objective.data.id} objective={objective.data} copiedFields={source.data?.fields} />;
  };
  return (
    <FormCard
      title={objective.data?.title ?? t('formBuilder.title')}
      backTo={id ? paths.objectiveEdit.url(id) : paths.objectives.url()}
      maxWidth={1200}
    >
      {body()}
    </FormCard>
  );
}

/** The fields' list, where palette items can be dropped (it must sit inside the DndContext). */
function FormDropArea({ children, disabled }: { children: ReactNode; disabled: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: FORM_DROP_ID, disabled });
  return (
    <Box
      ref={setNodeRef}
      data-testid="form-drop-area"
      sx={{ minHeight: 120, p: 1, borderRadius: 1, border: '2px dashed', borderColor: isOver ? 'primary.main' : 'divider' }}
    >
      {children}
    </Box>
  );
}

function FormBuilder({ objective, copiedFields }: { objective: Objective; copiedFields?: FormField[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showError } = useErrorDialog();
  const { confirm, dialog } = useConfirm();
  const notify = useNotify();
  const save = useSaveForm();
  const { saveOver, dialog: saveOverDialog } = useSaveOver(objective.formVersion);
  const clear = useClearForm();
  const templates = useTemplates();
  const copy = copiedFields !== undefined;
  const [fields, setFields] = useState<FormField[]>(() => copiedFields ?? objective.fields);
  const [editing, setEditing] = useState<string | null>(null);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [asTemplate, setAsTemplate] = useState(false);
  const [templateName, setTemplateName] = useState('');
  const [problems, setProblems] = useState<Problems>(noProblems);
  const [dragged, setDragged] = useState<string | null>(null);
  /** What the move buttons last did, read out by screen readers. */
  const [moveStatus, setMoveStatus] = useState('');
  const sensors = useSensors(
    // A short move starts a drag, so a click on a palette item still adds it.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const hasSaved = objective.fields.length > 0 && !copy;
  // A form built, changed or copied here and not saved yet: leaving then asks first.
  useUnsavedChanges(useMemo(() => JSON.stringify(fields) !== JSON.stringify(objective.fields), [fields, objective.fields]));
  const busy = save.isPending || clear.isPending;
  const editedField = fields.find((f) => f.ref === editing);

  /** Every edit of the list: conditions it breaks are taken off, and the admin is told which. */
  const change = (next: FormField[]) => {
    const checked = dropBrokenConditions(next);
    setFields(checked.fields);
    // What was said of the whole form ('The form builder is empty') was of the form before this change; Create checks again.
    setProblems((p) => (p.form === undefined ? p : { ...p, form: undefined }));
    if (checked.dropped.length > 0) {
      notify({
        severity: 'warning',
        message: t('formBuilder.conditionsDropped', { labels: checked.dropped.map((l) => `'${l}'`).join(', ') }),
      });
    }
  };
  const add = (type: FormFieldType, at = fields.length) => change([...fields.slice(0, at), newField(type), ...fields.slice(at)]);
  const update = (field: FormField) => change(fields.map((f) => (f.ref === field.ref ? field : f)));

  /** A field's name as the card shows it, or a palette item's. */
  const labelOf = (id: string | number) => {
    const key = String(id);
    if (key.startsWith(PALETTE_PREFIX)) return t(`formBuilder.palette.${key.slice(PALETTE_PREFIX.length) as FormFieldType}`);
    const field = fields.find((f) => f.ref === key);
    return field ? field.label || t(`formBuilder.palette.${field.type}`, { defaultValue: t('formBuilder.invalidInput') }) : key;
  };
  const placeOf = (id: string | number) => ({ position: fields.findIndex((f) => f.ref === id) + 1, count: fields.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      String(active.id).startsWith(PALETTE_PREFIX)
        ? t('formBuilder.reorder.pickedUpNew', { label: labelOf(active.id) })
        : t('formBuilder.reorder.pickedUp', { label: labelOf(active.id), ...placeOf(active.id) }),
    onDragOver: ({ active, over }) => {
      if (!over) return undefined;
      if (over.id === FORM_DROP_ID) return t('formBuilder.reorder.overForm', { label: labelOf(active.id) });
      return t('formBuilder.reorder.over', { label: labelOf(active.id), ...placeOf(over.id) });
    },
    onDragEnd: ({ active, over }) => {
      const label = labelOf(active.id);
      if (!over) return t('formBuilder.reorder.droppedOutside', { label });
      if (!String(active.id).startsWith(PALETTE_PREFIX)) {
        if (over.id === FORM_DROP_ID) return t('formBuilder.reorder.droppedOutside', { label });
        return t('formBuilder.reorder.dropped', { label, ...placeOf(over.id) });
      }
      // A new field: before the field it was dropped on, or at the end of the form.
      const count = fields.length + 1;
      return t('formBuilder.reorder.dropped', { label, position: over.id === FORM_DROP_ID ? count : placeOf(over.id).position, count });
    },
    onDragCancel: ({ active }) => t('formBuilder.reorder.cancelled', { label: labelOf(active.id) }),
  };
  /** Move up or down by one place (the buttons of each card). */
  const moveBy = (index: number, by: -1 | 1) => {
    const field = fields[index]!;
    change(arrayMove(fields, index, index + by));
    setMoveStatus(t('formBuilder.reorder.moved', { label: labelOf(field.ref), position: index + by + 1, count: fields.length }));
  };

  const onDragStart = ({ active }: DragStartEvent) => setDragged(String(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    if (!over) return;
    const activeId = String(active.id);
    const overIndex = fields.findIndex((f) => f.ref === over.id);
    if (activeId.startsWith(PALETTE_PREFIX)) {
      add(activeId.slice(PALETTE_PREFIX.length) as FormFieldType, overIndex === -1 ? fields.length : overIndex);
      return;
    }
    const from = fields.findIndex((f) => f.ref === activeId);
    if (from !== -1 && overIndex !== -1 && from !== overIndex) change(arrayMove(fields, from, overIndex));
  };

  const onSave = async () => {
    const body = {
      fields: fields.map((f, i) => ({ ...f, displayOrder: i + 1 })),
      ...(asTemplate && !hasSaved ? { saveAsTemplate: true, templateName } : {}),
    };
    const found = checkDefinition(body, fields);
    setProblems(found ?? noProblems());
    if (found) return;
    try {
      // Made on the form as it was opened: someone's save since is asked about before it is replaced.
      let saved = false;
      const sent = await saveOver(async (version) => {
        saved = await sendConfirmingRemovals(
          'confirmRemoveAnswered',
          (confirmRemoveAnswered) =>
            save.mutateAsync({
              objectiveID: objective.id,
              replace: objective.fields.length > 0,
              body: { ...body, confirmRemoveAnswered },
              version,
            }),
          (text) => confirm({ title: t('formBuilder.save'), text }),
        );
      });
      if (sent && saved) await navigate(paths.objectives.url());
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.errors) setProblems(toProblems(error.errors, fields));
      else showError(error);
    }
  };

  const onClear = async () => {
    if (!(await confirm({ title: t('formBuilder.clear') }))) return;
    try {
      const cleared = await sendConfirmingRemovals(
        'confirmRemoveAnswered',
        (confirmRemoveAnswered) => clear.mutateAsync({ objectiveID: objective.id, confirmRemoveAnswered }),
        (text) => confirm({ title: t('formBuilder.clear'), text }),
      );
      if (cleared) setFields([]);
    } catch (error) {
      showError(error);
    }
  };

  const palettePreview = dragged?.startsWith(PALETTE_PREFIX)
    ? t(`formBuilder.palette.${dragged.slice(PALETTE_PREFIX.length) as FormFieldType}`)
    : null;

  return (
    <Stack spacing={2}>
      <DndContext
        sensors={sensors}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('formBuilder.reorder.instructions') } }}
        collisionDetection={collisionDetection}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 240px' }, alignItems: 'start' }}>
          <Accordion defaultExpanded disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="objective-form-fields" id="objective-form-header">
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t('formBuilder.title')}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id="objective-form-fields">
              <FormDropArea disabled={dragged !== null && !dragged.startsWith(PALETTE_PREFIX)}>
                <SortableContext items={fields.map((f) => f.ref)} strategy={verticalListSortingStrategy}>
                  <Stack spacing={1}>
                    {fields.map((field, index) => (
                      <FieldCard
                        key={field.ref}
                        field={field}
                        errors={problems.byRef[field.ref] ?? []}
                        onEdit={() => setEditing(field.ref)}
                        onRemove={() => change(fields.filter((f) => f.ref !== field.ref))}
                        onRequired={(required) => update({ ...field, required })}
                        onMoveUp={index > 0 ? () => moveBy(index, -1) : undefined}
                        onMoveDown={index < fields.length - 1 ? () => moveBy(index, 1) : undefined}
                      />
                    ))}
                  </Stack>
                </SortableContext>
                <Box role="status" sx={visuallyHidden}>
                  {moveStatus}
                </Box>
                {fields.length === 0 && (
                  <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
                    {t('formBuilder.dropHere')}
                  </Typography>
                )}
              </FormDropArea>
            </AccordionDetails>
          </Accordion>
          <Paper variant="outlined" sx={{ p: 2, position: { md: 'sticky' }, top: { md: 16 } }}>
            <ComponentsPalette onAdd={(type) => add(type)} />
          </Paper>
        </Box>
        <DragOverlay>{palettePreview && <Paper sx={{ px: 2, py: 1 }}>{palettePreview}</Paper>}</DragOverlay>
      </DndContext>

      {problems.form && <Alert severity="error">{problems.form}</Alert>}

      <Link component="button" type="button" onClick={() => setTemplatesOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        {t('formBuilder.myTemplates', { count: templates.data?.length ?? 0 })}
      </Link>

      {!hasSaved && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <FormControlLabel
            control={<Checkbox checked={asTemplate} onChange={(e) => setAsTemplate(e.target.checked)} />}
            label={t('formBuilder.saveAsTemplate')}
          />
          {asTemplate && (
            <TextField
              size="small"
              label={t('formBuilder.templateName')}
              value={templateName}
              onChange={(e) => {
                setTemplateName(e.target.value);
                setProblems((p) => ({ ...p, templateName: undefined }));
              }}
              error={Boolean(problems.templateName)}
              helperText={problems.templateName}
            />
          )}
        </Stack>
      )}

      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to={paths.objectiveEdit.url(objective.id)} disabled={busy}>
          {t('formBuilder.cancel')}
        </Button>
        {hasSaved ? (
          <>
            <Button color="error" variant="outlined" onClick={() => void onClear()} disabled={busy}>
              {t('formBuilder.clear')}
            </Button>
            <Button variant="contained" onClick={() => void onSave()} disabled={busy}>
              {t('formBuilder.save')}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={() => void onSave()} disabled={busy}>
            {t('formBuilder.create')}
          </Button>
        )}
      </Stack>

      {editedField && (
        <FieldSettingsDialog
          key={editedField.ref}
          field={editedField}
          earlier={fields.slice(0, fields.indexOf(editedField))}
          onClose={(field) => {
            update(field);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <TemplatesDialog
        open={templatesOpen}
        onClose={() => setTemplatesOpen(false)}
        onUse={(templateFields) => {
          setFields(withNewRefs(templateFields));
          setTemplatesOpen(false);
        }}
      />
      {dialog}
      {saveOverDialog}
    </Stack>
  );
}
