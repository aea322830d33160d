import { useCallback, useEffect, useRef, useState } from 'react';

// The few product words speech recognition mishears (spec 4: "a few
// mis-heard product words are corrected"), whole words, any case.
const corrections: Array<[RegExp, string]> = [
  [/\bhi(?:re|er)[\s-]?kit\b/gi, 'Hirekit'],
  [/\bhigher[\s-]?kit\b/gi, 'Hirekit'],
  [/\bself[\s-]schedul(e|ing)\b/gi, 'self-schedul$1'],
  [/\bscreen[\s-]?o\b/gi, 'Screeno'],
  [/\bt\.?\s?a\.? screen\b/gi, 'TA screen'],
  [/\bh\.?\s?m\.? screen\b/gi, 'HM screen'],
  [/\bintervie?wer's\b/gi, "interviewer's"],
];

// correctTranscript fixes the mis-heard product words of a transcript.
export function correctTranscript(text: string): string {
  return corrections.reduce((out, [wrong, right]) => out.replace(wrong, right), text);
}

// The Web Speech API's few parts we use (not in TypeScript's DOM library).
type RecognitionResult = { isFinal: boolean; 0: { transcript: string } };
type RecognitionEvent = { resultIndex: number; results: ArrayLike<RecognitionResult> };
type Recognition = {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start: () => void;
  stop: () => void;
};
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

// stopAfterMs: recognition stops 1 second after a result (spec 9).
export const stopAfterMs = 1000;

// useVoice records English (India) speech with interim results into
// onText, and stops itself a second after the last result. supported is
// false where the browser has no SpeechRecognition: the microphone hides.
export function useVoice(onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onText);
  useEffect(() => {
    latest.current = onText;
  }, [onText]);
  const supported = recognitionConstructor() !== undefined;

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    recognition.current?.stop();
  }, []);

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) return;
    const r = new Constructor();
    r.lang = 'en-IN';
    r.interimResults = true;
    r.continuous = false;
    r.onresult = (event) => {
      let text = '';
      for (let i = 0; i < event.results.length; i++) text += event.results[i][0].transcript;
      latest.current(correctTranscript(text.trim()));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => r.stop(), stopAfterMs);
    };
    r.onend = () => {
      clearTimeout(timer.current);
      recognition.current = null;
      setListening(false);
    };
    r.onerror = () => r.stop();
    recognition.current = r;
    setListening(true);
    r.start();
  }, []);

  useEffect(() => () => {
    clearTimeout(timer.current);
    recognition.current?.stop();
  }, []);

  return { supported, listening, start, stop };
}
