import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
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
function itemMessage(error: HookFieldError | undefined, what: string): string | undefined {
  if (!error) return undefined;
  return error.type === "too_small" ? `${what} is required` : error.message;
}

export function MilestoneFields() {
  const { control, register, formState } = useFormContext<BusinessFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "milestones" });
  const errors = formState.errors.milestones;
  return (
    <RepeatableSection
      title="Milestones"
      description="What you have achieved so far, and when."
      itemName="milestone"
      emptyText={BUSINESS_MESSAGES.noMilestones}
      keys={fields.map((f) => f.id)}
      onAdd={() => append({ title: "", date: "", description: "" })}
      onRemove={remove}
      renderRow={(i) => (
        <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
          <TextField
            id={`milestones-${i}-title`}
            label="Title"
            error={errors?.[i]?.title?.message}
            {...register(`milestones.${i}.title`)}
          />
          <TextField
            id={`milestones-${i}-date`}
            label="Date"
            type="date"
            error={errors?.[i]?.date?.message}
            {...register(`milestones.${i}.date`)}
          />
          <div className="sm:col-span-2">
            <TextareaField
              id={`milestones-${i}-description`}
              label="Description"
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
      title="Fundraising history"
      description="Earlier rounds: amounts in whole US dollars."
      itemName="fundraising round"
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
              label="Date"
              type="date"
              error={errors?.[i]?.date?.message}
              {...register(`fundraisingHistory.${i}.date`)}
            />
            <TextField
              id={`fundraising-${i}-amount`}
              label="Amount (USD)"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              error={errors?.[i]?.amount?.message}
              {...register(`fundraisingHistory.${i}.amount`, { setValueAs: blankNumber })}
            />
            <TextField
              id={`fundraising-${i}-valuation`}
              label="Valuation (USD)"
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
                    <Label htmlFor={id}>Investors</Label>
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
                        Separate names with commas.
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
      title="Team"
      description="The people building the business."
      itemName="team member"
      emptyText={BUSINESS_MESSAGES.noTeam}
      keys={fields.map((f) => f.id)}
      onAdd={() => append({ name: "", role: "", bio: "" })}
      onRemove={remove}
      renderRow={(i) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id={`team-${i}-name`}
            label="Name"
            autoComplete="off"
            error={errors?.[i]?.name?.message}
            {...register(`team.${i}.name`)}
          />
          <TextField
            id={`team-${i}-role`}
            label="Role"
            error={errors?.[i]?.role?.message}
            {...register(`team.${i}.role`)}
          />
          <div className="sm:col-span-2">
            <TextareaField
              id={`team-${i}-bio`}
              label="Bio"
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
      title="Documents"
      description="Names of the documents you can share with investors (pitch deck, financials…)."
      itemName="document"
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
        const message = itemMessage(errors?.[i], "Document name");
        return (
          <div className="space-y-2">
            <Label htmlFor={id} className="sr-only">
              Document {i + 1} name
            </Label>
            <Input
              id={id}
              value={documents[i] ?? ""}
              onChange={(event) => write(documents.map((d, j) => (j === i ? event.target.value : d)))}
              placeholder="e.g. Pitch deck"
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
