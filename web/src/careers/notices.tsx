import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

// Notices are the careers pages' toasts: at most 3 at once (spec 9), each
// for 4 seconds, read out by screen readers.

type Notice = { id: number; text: string; kind: 'error' | 'success' };
type Notify = (text: string, kind?: Notice['kind']) => void;

const NoticeContext = createContext<Notify>(() => {});

export const maxNotices = 3;
const noticeMs = 4000;

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const next = useRef(1);
  const notify = useCallback<Notify>((text, kind = 'error') => {
    const id = next.current++;
    setNotices((all) => [...all, { id, text, kind }].slice(-maxNotices));
    setTimeout(() => setNotices((all) => all.filter((n) => n.id !== id)), noticeMs);
  }, []);
  const value = useMemo(() => notify, [notify]);
  return (
    <NoticeContext.Provider value={value}>
      {children}
      <div className="ck-notices" role="status" aria-live="polite">
        {notices.map((n) => (
          <p key={n.id} className={`ck-notice ck-notice-${n.kind}`}>
            {n.text}
          </p>
        ))}
      </div>
    </NoticeContext.Provider>
  );
}

export function useNotify(): Notify {
  return useContext(NoticeContext);
}
