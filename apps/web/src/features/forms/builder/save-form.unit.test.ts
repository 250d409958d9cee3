import { objectiveMessages } from '@fieldops/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFeatureTexts } from '../../../i18n';
import { newField } from './new-field';
import { checkDefinition, toProblems } from './save-form';

const V = objectiveMessages.formBuilder.validation;

describe('form builder: problems before and after sending', () => {
  // The builder's texts come with the signed-in screens (src/app/screens.ts), as in the app.
  beforeAll(() => loadFeatureTexts());

  it('names the contract problems under the field they belong to, and the form-wide ones apart', () => {
    const text = newField('text');
    const choice = { ...newField('selection'), meta: { ...newField('selection').meta, options: ['A', ''] } };
    const found = checkDefinition({ fields: [text, { ...choice, label: ' ' }], saveAsTemplate: true, templateName: ' ' }, [text, choice]);
    expect(found?.byRef[choice.ref]).toEqual(expect.arrayContaining([V.label, V.optionBlank]));
    expect(found?.byRef[text.ref]).toBeUndefined();
    expect(found?.templateName).toBe(V.templateName);
    expect(checkDefinition({ fields: [newField('section')] }, [])?.form).toBe(V.empty);
    expect(checkDefinition({ fields: [text] }, [text])).toBeNull();
  });

  it("maps the server's 422 paths to the fields by their place", () => {
    const fields = [newField('text'), newField('photo')];
    expect(toProblems({ 'fields.1.meta.maximumUploads': ['too many'], templateName: ['taken'] }, fields)).toEqual({
      byRef: { [fields[1]!.ref]: ['too many'] },
      templateName: 'taken',
    });
  });

  it('new fields get distinct refs of the contract form, size 100 and the spec defaults', () => {
    const a = newField('checkbox');
    const b = newField('checkbox');
    expect(a.ref).not.toBe(b.ref);
    expect(a.ref).toMatch(/^[a-z0-9_-]{1,40}$/);
    expect(a.meta).toMatchObject({ size: 100, options: ['Option 1', 'Option 2'], minimumSelected: 1, maximumSelected: 1 });
    expect(newField('boolean').meta.options).toEqual(['True', 'False']);
  });
});
