import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { LoadingLine } from '../../../components/loading-line';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useNews } from '../api/news-api';
import { NewsForm } from '../components/news-form';

/** /news/create and /news/{id}/edit (admin). */
export function NewsFormPage() {
  const { t } = useTranslation();
  const { id: param } = useParams();
  const id = param === undefined ? null : Number(param);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const news = useNews(valid ? id : null);

  const body = () => {
    if (!valid) return <Alert severity="error">{t('news.notFound')}</Alert>;
    if (id === null) return <NewsForm />;
    if (news.isError) return <Alert severity="error">{errorMessage(news.error)}</Alert>;
    if (!news.data) return <LoadingLine />;
    return <NewsForm key={news.data.id} news={news.data} />;
  };

  return (
    <FormCard title={t(id === null ? 'news.newTitle' : 'news.editTitle')} subtitle={news.data?.subject} backTo={paths.news.url()}>
      {body()}
    </FormCard>
  );
}
