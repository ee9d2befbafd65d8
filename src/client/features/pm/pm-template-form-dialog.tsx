import { Button, Field, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PM_TEMPLATE_LIMITS, PM_TEMPLATE_MESSAGES } from '@domain/pm/pm-setup-constants';
import type { PmTemplateView, PmTemplateWriteResult } from '@domain/pm/pm-templates-api';
import { FormDialog } from '@/components/form-dialog';
import { ErrorNotice } from '@/components/error-notice';
import { SelectField } from '@/components/select-field';
import { useSave } from '@/components/use-save';
import { assetTypesQuery } from '@/features/assets/api/asset-queries';
import { createPmTemplate, updatePmTemplate } from './api/pm-setup-calls';

interface StepDraft {
  key: string;
  title: string;
  description: string;
}

const newStep = (title = '', description = ''): StepDraft => ({ key: crypto.randomUUID(), title, description });

/**
 * Write a PM template, or change one (docs/product/maintenance-and-guides.md#templates): its name, the
 * kind of equipment it is for, the checklist's steps in order and the chores done on each visit.
 */
export function PmTemplateFormDialog(props: { template: PmTemplateView | null; onClose: () => void; onSaved: (template: PmTemplateWriteResult) => void }) {
  const template = props.template;
  const [name, setName] = useState(template?.name ?? '');
  const [assetTypeId, setAssetTypeId] = useState(template?.assetType?.id ?? '');
  const [steps, setSteps] = useState<StepDraft[]>(() => (template?.steps.length ? template.steps.map((s) => newStep(s.title, s.description)) : [newStep()]));
  const [chores, setChores] = useState<string[]>(template?.chores.map((c) => c.name) ?? []);
  const [chore, setChore] = useState('');
  const types = useQuery(assetTypesQuery());
  const save = useSave();

  const filled = steps.filter((s) => s.title.trim());
  const ready = name.trim() !== '' && filled.length + chores.length > 0;
  const setStep = (key: string, change: Partial<StepDraft>) => setSteps((all) => all.map((s) => (s.key === key ? { ...s, ...change } : s)));
  const move = (index: number, by: -1 | 1) =>
    setSteps((all) => {
      const next = [...all];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });
  const addChore = () => {
    const text = chore.trim();
    if (text && !chores.some((c) => c.toLowerCase() === text.toLowerCase())) setChores([...chores, text]);
    setChore('');
  };

  const submit = async () => {
    const body = { name, assetTypeId: assetTypeId || null, steps: filled.map(({ title, description }) => ({ title, description })), chores };
    const saved = template
      ? await save.run(() => updatePmTemplate(template.id, body), PM_TEMPLATE_MESSAGES.save, 'Template saved.')
      : await save.run(() => createPmTemplate(body), PM_TEMPLATE_MESSAGES.save, 'Template added.');
    if (saved) props.onSaved(saved);
  };

  return (
    <FormDialog
      title={template ? 'Edit PM template' : 'New PM template'}
      onClose={props.onClose}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      submitLabel={template ? 'Save' : 'Add template'}
      busy={save.busy}
      disabled={!ready}
      onSubmit={() => void submit()}
    >
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>
            Name <Field.RequiredIndicator />
          </Field.Label>
          <Input value={name} maxLength={200} placeholder="Walk-in cooler quarterly" onChange={(e) => setName(e.target.value)} />
        </Field.Root>
        <SelectField
          label="For"
          value={assetTypeId}
          empty="Any equipment, or a whole location"
          options={(types.data?.items ?? []).map((t) => ({ value: t.id, label: t.name }))}
          onChange={setAssetTypeId}
        />
        {types.error && <ErrorNotice size="sm" message={types.error.message} />}

        <Stack gap="2" as="fieldset">
          <Text as="legend" fontWeight="medium" mb="1">
            Checklist steps
          </Text>
          {steps.map((step, index) => (
            <Stack key={step.key} gap="1" borderWidth="1px" rounded="md" p="2">
              <HStack gap="1">
                <Text fontSize="sm" color="fg.muted" minW="6">
                  {index + 1}.
                </Text>
                <Input
                  size="sm"
                  aria-label={`Step ${index + 1}`}
                  value={step.title}
                  maxLength={200}
                  placeholder="Clean condenser coil"
                  onChange={(e) => setStep(step.key, { title: e.target.value })}
                />
                <IconButton size="sm" variant="ghost" aria-label={`Move step ${index + 1} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                  ↑
                </IconButton>
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={`Move step ${index + 1} down`}
                  disabled={index === steps.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </IconButton>
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove step ${index + 1}`}
                  onClick={() => setSteps((all) => all.filter((s) => s.key !== step.key))}
                >
                  ✕
                </IconButton>
              </HStack>
              <Textarea
                size="sm"
                rows={1}
                aria-label={`Step ${index + 1} details`}
                value={step.description}
                maxLength={2000}
                placeholder="Details (optional)"
                onChange={(e) => setStep(step.key, { description: e.target.value })}
              />
            </Stack>
          ))}
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            disabled={steps.length >= PM_TEMPLATE_LIMITS.steps}
            onClick={() => setSteps([...steps, newStep()])}
          >
            Add step
          </Button>
        </Stack>

        <Stack gap="2" as="fieldset">
          <Text as="legend" fontWeight="medium" mb="1">
            Chores
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Done on each piece of equipment a visit covers (for example “Filters replaced”).
          </Text>
          {chores.map((c) => (
            <HStack key={c} justify="space-between" borderWidth="1px" rounded="md" px="2" py="1">
              <Text fontSize="sm">{c}</Text>
              <IconButton size="sm" variant="ghost" aria-label={`Remove chore ${c}`} onClick={() => setChores(chores.filter((x) => x !== c))}>
                ✕
              </IconButton>
            </HStack>
          ))}
          <HStack gap="2">
            <Input
              size="sm"
              aria-label="New chore"
              value={chore}
              maxLength={100}
              placeholder="Filters replaced"
              onChange={(e) => setChore(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addChore();
                }
              }}
            />
            <Button size="sm" variant="outline" disabled={!chore.trim() || chores.length >= PM_TEMPLATE_LIMITS.chores} onClick={addChore}>
              Add chore
            </Button>
          </HStack>
        </Stack>
        {save.error && <ErrorNotice size="sm" message={save.error} />}
      </Stack>
    </FormDialog>
  );
}
