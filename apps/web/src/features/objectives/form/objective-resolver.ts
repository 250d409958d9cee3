import { zodResolver } from '@hookform/resolvers/zod';
import { en, objectiveBodySchema, type ObjectiveBody, type ObjectiveInput } from '@fieldops/contract';
import type { Resolver } from 'react-hook-form';

const contractResolver = zodResolver(objectiveBodySchema);

/**
 * The contract's objectiveBodySchema, plus its 'picture or playbook' rule reported together with
 * the other messages: the schema checks that rule only once every field is valid, while the form
 * lists all that is wrong at once (spec 2 §5).
 */
export const objectiveResolver: Resolver<ObjectiveBody, unknown, ObjectiveInput> = async (values, context, options) => {
  const result = await contractResolver(values, context, options);
  const custom = values.isCustom === 1 || values.isCustom === true;
  const noMedia = (values.images?.length ?? 0) + (values.playbook?.length ?? 0) === 0;
  if (custom || !noMedia || Object.keys(result.errors).length === 0 || result.errors.images) return result;
  return { values: {}, errors: { ...result.errors, images: { type: 'custom', message: en.objectives.validation.media } } };
};
