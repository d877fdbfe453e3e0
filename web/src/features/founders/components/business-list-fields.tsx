import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import { m } from "@i18n/messages";
import { FieldError } from "@web/components/ui/field-error";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { TextField } from "@web/components/ui/text-field";
import { TextareaField } from "@web/components/ui/textarea-field";
import { useEffect, useState } from "react";
import {
  Controller,
  type FieldError as HookFieldError,
  useFieldArray,
  useFormContext,
  useWatch,
} from "react-hook-form";
import type { BusinessFormValues } from "./business-form-values";
import { CommaListInput } from "./comma-list-input";
import { RepeatableSection } from "./repeatable-section";

// The business profile's editable lists: milestones, fundraising rounds, team, document names.

const blankNumber = (value: unknown) => (value === "" ? undefined : value);

/** A required list item left empty reads as the schema's generic "too small"; say it plainly. */
function itemMessage(error: HookFieldError | undefined, required: string): string | undefined {
  if (!error) return undefined;
  return error.type === "too_small" ? required : error.message;
}

export function MilestoneFields() {
  const { control, register, formState } = useFormContext<BusinessFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "milestones" });
  const errors = formState.errors.milestones;
  return (
    <RepeatableSection
      id="milestone"
      title={m.founders_milestones()}
      description={m.founders_milestonesText()}
      rowTexts={{
        add: m.founders_milestoneAdd(),
        row: (number) => m.founders_milestoneRow({ number }),
        remove: (number) => m.founders_milestoneRemove({ number }),
        removed: (number) => m.founders_milestoneRemoved({ number }),
      }}
      emptyText={BUSINESS_MESSAGES.noMilestones}
      keys={fields.map((f) => f.id)}
      onAdd={() => append({ title: "", date: "", description: "" })}
      onRemove={remove}
      renderRow={(i) => (
        <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
          <TextField
            id={`milestones-${i}-title`}
            label={m.founders_title()}
            error={errors?.[i]?.title?.message}
            {...register(`milestones.${i}.title`)}
          />
          <TextField
            id={`milestones-${i}-date`}
            label={m.founders_date()}
            type="date"
            error={errors?.[i]?.date?.message}
            {...register(`milestones.${i}.date`)}
          />
          <div className="sm:col-span-2">
            <TextareaField
              id={`milestones-${i}-description`}
              label={m.founders_description()}
              rows={2}
              error={errors?.[i]?.description?.message}
              {...register(`milestones.${i}.description`)}
            />
          </div>
        </div>
      )}
    />
  );
}

export function FundraisingFields() {
  const { control, register, formState } = useFormContext<BusinessFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "fundraisingHistory" });
  const errors = formState.errors.fundraisingHistory;
  return (
    <RepeatableSection
      id="fundraising-round"
      title={m.founders_fundraising()}
      description={m.founders_fundraisingText()}
      rowTexts={{
        add: m.founders_roundAdd(),
        row: (number) => m.founders_roundRow({ number }),
        remove: (number) => m.founders_roundRemove({ number }),
        removed: (number) => m.founders_roundRemoved({ number }),
      }}
      emptyText={BUSINESS_MESSAGES.noFundraising}
      keys={fields.map((f) => f.id)}
      onAdd={() => append({ date: "", amount: undefined, valuation: undefined, investors: [] })}
      onRemove={remove}
      renderRow={(i) => {
        const investorsError = errors?.[i]?.investors;
        const investorsMessage =
          investorsError?.message ??
          (Array.isArray(investorsError) ? investorsError.find(Boolean)?.message : undefined);
        return (
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              id={`fundraising-${i}-date`}
              label={m.founders_date()}
              type="date"
              error={errors?.[i]?.date?.message}
              {...register(`fundraisingHistory.${i}.date`)}
            />
            <TextField
              id={`fundraising-${i}-amount`}
              label={m.founders_amount()}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              error={errors?.[i]?.amount?.message}
              {...register(`fundraisingHistory.${i}.amount`, { setValueAs: blankNumber })}
            />
            <TextField
              id={`fundraising-${i}-valuation`}
              label={m.founders_valuation()}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              error={errors?.[i]?.valuation?.message}
              {...register(`fundraisingHistory.${i}.valuation`, { setValueAs: blankNumber })}
            />
            <Controller
              control={control}
              name={`fundraisingHistory.${i}.investors`}
              render={({ field }) => {
                const id = `fundraising-${i}-investors`;
                return (
                  <div className="space-y-2 sm:col-span-3">
                    <Label htmlFor={id}>{m.founders_investors()}</Label>
                    <CommaListInput
                      id={id}
                      ref={field.ref}
                      name={field.name}
                      onBlur={field.onBlur}
                      value={field.value ?? []}
                      onChange={field.onChange}
                      aria-invalid={investorsMessage ? true : undefined}
                      aria-describedby={investorsMessage ? `${id}-error` : `${id}-hint`}
                    />
                    {!investorsMessage && (
                      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                        {m.founders_investorsHint()}
                      </p>
                    )}
                    <FieldError id={`${id}-error`} message={investorsMessage} />
                  </div>
                );
              }}
            />
          </div>
        );
      }}
    />
  );
}

export function TeamFields() {
  const { control, register, formState } = useFormContext<BusinessFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "team" });
  const errors = formState.errors.team;
  return (
    <RepeatableSection
      id="team-member"
      title={m.founders_team()}
      description={m.founders_teamText()}
      rowTexts={{
        add: m.founders_teamMemberAdd(),
        row: (number) => m.founders_teamMemberRow({ number }),
        remove: (number) => m.founders_teamMemberRemove({ number }),
        removed: (number) => m.founders_teamMemberRemoved({ number }),
      }}
      emptyText={BUSINESS_MESSAGES.noTeam}
      keys={fields.map((f) => f.id)}
      onAdd={() => append({ name: "", role: "", bio: "" })}
      onRemove={remove}
      renderRow={(i) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id={`team-${i}-name`}
            label={m.founders_name()}
            autoComplete="off"
            error={errors?.[i]?.name?.message}
            {...register(`team.${i}.name`)}
          />
          <TextField
            id={`team-${i}-role`}
            label={m.founders_role()}
            error={errors?.[i]?.role?.message}
            {...register(`team.${i}.role`)}
          />
          <div className="sm:col-span-2">
            <TextareaField
              id={`team-${i}-bio`}
              label={m.founders_bio()}
              rows={2}
              error={errors?.[i]?.bio?.message}
              {...register(`team.${i}.bio`)}
            />
          </div>
        </div>
      )}
    />
  );
}

/**
 * Document names are a list of plain strings, which useFieldArray cannot hold, so the rows are
 * controlled inputs over the whole array.
 */
export function DocumentFields() {
  const { control, setValue, formState } = useFormContext<BusinessFormValues>();
  const documents = useWatch({ control, name: "documents" }) ?? [];
  const errors = formState.errors.documents;
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  // Once the new row is on the page, the caret goes into it (as useFieldArray's append does).
  useEffect(() => {
    if (focusIndex === null) return;
    const input = document.getElementById(`documents-${focusIndex}`);
    if (input) {
      input.focus();
      setFocusIndex(null);
    }
  }, [focusIndex, documents.length]);
  const write = (next: string[]) =>
    setValue("documents", next, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  return (
    <RepeatableSection
      id="document"
      title={m.founders_documents()}
      description={m.founders_documentsText()}
      rowTexts={{
        add: m.founders_documentAdd(),
        row: (number) => m.founders_documentRow({ number }),
        remove: (number) => m.founders_documentRemove({ number }),
        removed: (number) => m.founders_documentRemoved({ number }),
      }}
      emptyText={BUSINESS_MESSAGES.noDocuments}
      keys={documents.map((_, i) => String(i))}
      compact
      onAdd={() => {
        write([...documents, ""]);
        setFocusIndex(documents.length);
      }}
      onRemove={(index) => write(documents.filter((_, i) => i !== index))}
      renderRow={(i) => {
        const id = `documents-${i}`;
        const message = itemMessage(errors?.[i], m.founders_documentNameRequired());
        return (
          <div className="space-y-2">
            <Label htmlFor={id} className="sr-only">
              {m.founders_documentName({ number: i + 1 })}
            </Label>
            <Input
              id={id}
              value={documents[i] ?? ""}
              onChange={(event) => write(documents.map((d, j) => (j === i ? event.target.value : d)))}
              placeholder={m.founders_documentNamePlaceholder()}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-error` : undefined}
            />
            <FieldError id={`${id}-error`} message={message} />
          </div>
        );
      }}
    />
  );
}
