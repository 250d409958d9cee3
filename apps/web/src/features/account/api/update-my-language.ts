import { currentUserSchema, type LanguageBody } from '@fieldops/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /user/me/language {language}: the user's screens and e-mails from now on; answers the user. */
export const updateMyLanguage = (body: LanguageBody) => api.put('/user/me/language', body, currentUserSchema);

export const useUpdateMyLanguage = () => useMutation({ mutationFn: updateMyLanguage });
