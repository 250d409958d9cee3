import { zodResolver } from '../../../components/form/zod-resolver';
import { objectiveBodySchema, type ObjectiveBody, type ObjectiveInput } from '@fieldops/contract';
import type { Resolver } from 'react-hook-form';

/** The contract's objectiveBodySchema: the same rules, and every message at once, as on the server. */
export const objectiveResolver: Resolver<ObjectiveBody, unknown, ObjectiveInput> = zodResolver(objectiveBodySchema);
