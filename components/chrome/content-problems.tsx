import type { ContentProblem } from '@/lib/content/content-problems';

/**
 * While `npm run dev` sees broken content: every problem by file and line, at
 * the top of each page, until the file is fixed. A build has none to show.
 */
export function ContentProblems({ problems }: { problems: readonly ContentProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <div role="alert" data-content-problems="" className="content-problems">
      <strong>
        {problems.length} content {problems.length === 1 ? 'error' : 'errors'}: this notice goes away once the files are
        fixed (pages may show them as they were before).
      </strong>
      <ul>
        {problems.map((p) => (
          <li key={`${p.file}:${p.line}:${p.message}`}>
            {p.file}
            {p.line > 0 ? `:${p.line}` : ''}: {p.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
