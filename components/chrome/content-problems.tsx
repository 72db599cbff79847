import type { ContentProblem } from '@/lib/content/content-problems';

/**
 * While `npm run dev` sees broken content: every problem by file and line, at
 * the top of each page, until the file is fixed. A build has none to show.
 */
export function ContentProblems({ problems }: { problems: readonly ContentProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <div
      role="alert"
      data-content-problems=""
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 1000,
        maxHeight: '40vh',
        overflow: 'auto',
        padding: '0.75rem 1rem',
        background: '#fff0f0',
        color: '#7a0000',
        borderBottom: '2px solid #d00',
        fontSize: '0.9rem',
      }}
    >
      <strong>
        {problems.length} content {problems.length === 1 ? 'error' : 'errors'}: this notice goes away once the files are
        fixed (pages may show them as they were before).
      </strong>
      <ul style={{ margin: '0.5rem 0 0', paddingLeft: '1.25rem', fontFamily: 'monospace' }}>
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
