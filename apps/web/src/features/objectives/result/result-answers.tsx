import { visibleFields, type FormField, type StoreObjectiveAnswer, type UploadedFile } from '@fieldops/contract';
import { Box, ButtonBase, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import { PhotoLightbox } from '../../../components/photo-lightbox';

const isPdf = (file: UploadedFile) => file.contentType === 'application/pdf';

/** A stored answer as text; photo answers are shown as thumbnails instead. */
function answerText(field: FormField, value: StoreObjectiveAnswer['value'], yesNo: (v: boolean) => string): string {
  if (typeof value === 'boolean') return yesNo(value);
  if (Array.isArray(value)) return value.join(', ');
  if (field.type === 'date' && typeof value === 'string') return formatDay(value);
  return String(value);
}

/**
 * A store's answers to the objective's form, for anyone who reads the result: each field with its
 * answer or 'Waiting for Answer', sections as headings, photos as thumbnails that open the lightbox.
 * Fields hidden by a condition (`meta.showWhen`) are left out.
 */
export function ResultAnswers({ fields, answers }: { fields: readonly FormField[]; answers: readonly StoreObjectiveAnswer[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ files: UploadedFile[]; index: number } | null>(null);
  const byRef = new Map(answers.map((a) => [a.ref, a]));
  const yesNo = (v: boolean) => t(v ? 'objectives.result.yes' : 'objectives.result.no');

  return (
    <Box component="section" aria-label={t('objectives.result.answers')} data-testid="result-answers" sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('objectives.result.answers')}
      </Typography>
      {visibleFields(fields, answers).map((field) => {
        if (field.type === 'section') {
          return (
            <Typography key={field.ref} variant="subtitle2" component="h4" sx={{ mt: 2, color: 'primary.main' }}>
              {field.label}
            </Typography>
          );
        }
        const answer = byRef.get(field.ref);
        const files = answer?.files ?? [];
        return (
          <Box
            key={field.ref}
            data-testid={`answer-${field.ref}`}
            sx={{ display: 'flex', columnGap: 2, rowGap: 0.25, py: { xs: 0.75, sm: 0.5 }, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ width: { xs: '100%', sm: 190 }, flexShrink: 0 }}>
              {field.label}
            </Typography>
            {!answer ? (
              <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                {t('formBuilder.answers.waitingForAnswer')}
              </Typography>
            ) : field.type === 'photo' ? (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {files.map((file, index) =>
                  isPdf(file) ? (
                    <a key={file.id} href={file.fileURL} target="_blank" rel="noopener">
                      {file.name}
                    </a>
                  ) : (
                    <ButtonBase
                      key={file.id}
                      onClick={() =>
                        setOpen({ files: files.filter((f) => !isPdf(f)), index: files.filter((f) => !isPdf(f)).indexOf(file) })
                      }
                      aria-label={t('objectives.result.openAnswerPhoto', { index: index + 1, label: field.label })}
                      sx={{ borderRadius: 1, overflow: 'hidden' }}
                    >
                      <Box component="img" src={file.fileURL} alt="" sx={{ width: 96, height: 72, objectFit: 'cover' }} />
                    </ButtonBase>
                  ),
                )}
              </Box>
            ) : (
              <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {answerText(field, answer.value, yesNo)}
              </Typography>
            )}
          </Box>
        );
      })}
      <PhotoLightbox
        slides={(open?.files ?? []).map((f) => ({ src: f.fileURL, alt: f.name, title: f.name }))}
        index={open?.index ?? null}
        onClose={() => setOpen(null)}
      />
    </Box>
  );
}
