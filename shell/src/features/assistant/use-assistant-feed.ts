import { useCallback, useEffect, useRef, useState } from 'react';
import { useBusEvent } from '@csw/event-bus';
import {
  messageFromAnalysis,
  messageFromMounted,
  messageFromPlan,
  messageFromRequest,
  messageFromShare,
  messageFromUnavailable,
  type AssistantMessage,
} from './assistant-messages';
import { messageFromAdviseAnalysis } from './advise-messages';
import { contextualHelp, type HelpPlace } from './contextual-help';

/** The panel keeps the latest messages only. */
export const MAX_MESSAGES = 50;

const isHelp = (message: AssistantMessage) => message.id.startsWith('help-');

/**
 * The assistant's messages, newest first: what the platform reports on the bus, what apps ask it to say,
 * and the contextual help of the current place, added when the panel opens or when the place changes
 * while it is open. Counts what arrived while the panel was closed; on opening, those stay above the help.
 */
export function useAssistantFeed(place: HelpPlace, open: boolean) {
  const [messages, setMessages] = useState<AssistantMessage[]>([]);
  const [unread, setUnread] = useState(0);
  const openRef = useRef(open);
  openRef.current = open;
  const unreadRef = useRef(0);
  // Messages of the moment the place changes: a center already loaded reports itself in the same moment,
  // and its news belongs above the help it arrived with. Counted until the current task ends only: news
  // that arrives later (a center still loading) was shown on top of the feed, not beside the next help.
  const sinceHelpRef = useRef(0);

  const add = useCallback((message: AssistantMessage) => {
    sinceHelpRef.current += 1;
    setTimeout(() => (sinceHelpRef.current = 0), 0);
    setMessages((list) => [message, ...list].slice(0, MAX_MESSAGES));
    if (!openRef.current) {
      unreadRef.current += 1;
      setUnread(unreadRef.current);
    }
  }, []);

  useBusEvent('center/mounted', (event) => add(messageFromMounted(event)));
  useBusEvent('center/unavailable', (event) => add(messageFromUnavailable(event)));
  useBusEvent('think/analysis-completed', (event) => add(messageFromAnalysis(event)));
  useBusEvent('advise/analysis-completed', (event) => add(messageFromAdviseAnalysis(event)));
  useBusEvent('review/document-shared', (event) => add(messageFromShare(event)));
  useBusEvent('execute/plan-created', (event) => add(messageFromPlan(event)));
  useBusEvent('assistant/message-requested', (event) => add(messageFromRequest(event)));

  useEffect(() => {
    if (!open) return;
    // What arrived while the panel was closed stays on top: the user has not read it yet.
    const fresh = Math.max(unreadRef.current, sinceHelpRef.current);
    unreadRef.current = 0;
    sinceHelpRef.current = 0;
    setUnread(0);
    const help = contextualHelp(place);
    setMessages((list) => {
      const feed = list.filter((message) => !isHelp(message));
      return [...feed.slice(0, fresh), ...help, ...feed.slice(fresh)].slice(0, MAX_MESSAGES);
    });
  }, [open, place]);

  return { messages, unread, add };
}
