import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * 'Standard' and 'Form Builder' tabs. The form builder needs a saved custom objective; before
 * that its tab is disabled (saving a custom objective opens it).
 */
export function ObjectiveFormTabs({ objectiveID, isCustom }: { objectiveID?: number; isCustom: boolean }) {
  const { t } = useTranslation();
  const builder = objectiveID !== undefined && isCustom;
  return (
    <Tabs value="standard" sx={{ mb: 2 }} aria-label={t('objectives.title')}>
      <Tab value="standard" label={t('objectives.standardTab')} />
      {builder ? (
        <Tab value="formBuilder" label={t('objectives.formBuilderTab')} component={Link} to={paths.objectiveFormBuilder.url(objectiveID)} />
      ) : (
        <Tab value="formBuilder" label={t('objectives.formBuilderTab')} disabled title={t('objectives.form.formBuilderAfterSave')} />
      )}
    </Tabs>
  );
}
