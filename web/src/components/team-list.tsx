import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import { initialsOf } from "@domain/format";

type Member = { name: string; role: string; bio: string };

/** A business's team, shown on its profile and on its campaigns. */
export function TeamList({ team }: { team: Member[] }) {
  if (team.length === 0) return <p className="text-muted-foreground">{BUSINESS_MESSAGES.noTeam}</p>;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {team.map((member, index) => (
        <li key={index} className="flex gap-3 rounded-lg border p-4">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
          >
            {initialsOf(member.name)}
          </span>
          <div className="min-w-0 space-y-1">
            <p className="font-medium">{member.name}</p>
            {member.role && <p className="text-sm text-muted-foreground">{member.role}</p>}
            {member.bio && <p className="text-sm whitespace-pre-line">{member.bio}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
