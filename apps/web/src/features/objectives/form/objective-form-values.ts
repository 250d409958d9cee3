import {
  DEFAULT_DUE_DAY,
  defaultObjectiveDueDate,
  nextMonthDueDate,
  type FileRef,
  type Objective,
  type ObjectiveBody,
} from '@fieldops/contract';
import { orgToday } from '../../../lib/org-today';

export type ObjectiveFormMode = 'create' | 'edit' | 'copy';

/** The files shown by the two dropzones; the form itself holds their ids. */
export interface ObjectiveMedia {
  images: FileRef[];
  playbook: FileRef[];
}

/** Due date of a new objective: the 15th of next month. */
const defaultDueDate = (today = orgToday()): string => defaultObjectiveDueDate(today, DEFAULT_DUE_DAY);

/** Form values for a new objective, or from an existing one (edit) or its source (copy). */
export function toObjectiveFormValues(
  objective: Objective | undefined,
  mode: ObjectiveFormMode,
  options: { isCustom?: boolean; media?: ObjectiveMedia } = {},
): ObjectiveBody {
  const media = options.media ?? { images: objective?.images ?? [], playbook: objective?.playbook ?? [] };
  if (!objective) {
    return {
      title: '',
      description: '',
      objectiveTypeID: 0,
      brandID: 0,
      priority: 'A',
      isCustom: options.isCustom ? 1 : 0,
      dueDate: defaultDueDate(),
      images: [],
      playbook: [],
      stores: [],
    };
  }
  return {
    title: objective.title,
    description: objective.description ?? '',
    objectiveTypeID: objective.objectiveTypeID,
    brandID: objective.brandID,
    priority: objective.priority,
    isCustom: objective.isCustom,
    dueDate: mode === 'copy' ? nextMonthDueDate(objective.dueDate) : objective.dueDate,
    images: media.images.map((f) => f.id),
    playbook: media.playbook.map((f) => f.id),
    stores: [...objective.stores],
  };
}
