import { DUE_DILIGENCE_MESSAGES as M, MEETING_DURATION } from "@domain/due-diligence/constants";
import { todayIn } from "@domain/due-diligence/meetings";
import { type TMeetingCreate, ZMeetingCreateSchema } from "@domain/due-diligence/meetings-schemas";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@web/components/ui/button";
import { DialogClose, DialogFooter } from "@web/components/ui/dialog";
import { SelectField } from "@web/components/ui/select-field";
import { TextField } from "@web/components/ui/text-field";
import { TextareaField } from "@web/components/ui/textarea-field";
import { useScheduleMeeting } from "@web/features/due-diligence/api/schedule-meeting";
import { localTimeZone } from "@web/features/due-diligence/format";
import { MEETING_LINK_PLACEHOLDER } from "@web/features/due-diligence/layout";
import { DD_TEXTS as T } from "@web/features/due-diligence/texts";
import { applyServerFieldErrors, errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { useForm } from "react-hook-form";
import type { z } from "zod";

const resolver = zodResolver(ZMeetingCreateSchema);
const FIELDS = ["title", "date", "time", "timeZone", "meetingLink", "durationMinutes", "agenda"] as const;
const DURATIONS = Array.from(
  { length: (MEETING_DURATION.max - MEETING_DURATION.min) / MEETING_DURATION.step + 1 },
  (_, i) => MEETING_DURATION.min + i * MEETING_DURATION.step,
);

/** Schedule Meeting: loaded when the dialog opens (it brings zod and the form library). */
export function ScheduleMeetingForm({
  processId,
  counterpartName,
  onDone,
}: {
  processId: string;
  counterpartName: string;
  onDone: () => void;
}) {
  const timeZone = localTimeZone();
  const schedule = useScheduleMeeting(processId);
  const form = useForm<TMeetingCreate, unknown, z.output<typeof ZMeetingCreateSchema>>({
    resolver,
    mode: "onChange",
    defaultValues: {
      title: T.meetingTitleFor(counterpartName),
      date: "",
      time: "",
      timeZone,
      meetingLink: "",
      durationMinutes: MEETING_DURATION.default,
      agenda: "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [date, time, link] = form.watch(["date", "time", "meetingLink"]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await schedule.mutateAsync(values);
      toast.success(M.meetingScheduled, { description: M.meetingScheduledText });
      onDone();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS))
        toast.error(M.errorTitle, { description: errorMessageOf(error) });
    }
  });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <TextField id="meeting-title" label={T.meetingTitle} error={errors.title?.message} {...form.register("title")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="meeting-date"
          type="date"
          label={T.meetingDate}
          min={todayIn(timeZone)}
          error={errors.date?.message}
          {...form.register("date")}
        />
        <TextField
          id="meeting-time"
          type="time"
          label={T.meetingTime}
          hint={T.meetingTimeHint(timeZone)}
          error={errors.time?.message}
          {...form.register("time")}
        />
      </div>
      <TextField
        id="meeting-link"
        type="url"
        label={T.meetingLink}
        placeholder={MEETING_LINK_PLACEHOLDER}
        error={errors.meetingLink?.message}
        {...form.register("meetingLink")}
      />
      <SelectField
        id="meeting-duration"
        label={T.meetingDuration}
        error={errors.durationMinutes?.message}
        {...form.register("durationMinutes", { valueAsNumber: true })}
      >
        {DURATIONS.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </SelectField>
      <TextareaField id="meeting-agenda" label={T.meetingAgenda} rows={3} {...form.register("agenda")} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {T.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!date || !time || !link || isSubmitting}>
          {T.meetingSubmit}
        </Button>
      </DialogFooter>
    </form>
  );
}
