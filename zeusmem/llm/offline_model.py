"""``OfflineChatModel``: a deterministic, offline stand-in for a chat model. **Not an LLM.**

It exists so the example graphs, ``langgraph dev`` and the tests run with no network and
no API key. It follows a handful of fixed rules on the **latest human message only**:

* "remember ...", "I am ...", "I'm ...", "I prefer ...", "my ... is ...", "call me ..."
  -> a ``memory_add`` tool call (type preference/fact/habit/skill/decision/constraint/event;
  scope ``project`` when the message says "for this project", "our project" or "the team");
* a question ("what/which/who/how ...?", "do you remember ...?") -> an answer from the
  system prompt's Related Memories when one is relevant, else a ``memory_search`` call;
* after tool results -> a plain-text answer built from them ("You prefer dark theme.");
* a "Memory writes for the latest message" block in the system prompt (the ``nodes`` graph's
  ``save_memories`` ran first) -> what happened: "Got it, I'll remember that." or "I didn't save
  that: <why>." (the block's own words);
* "forget ..." -> a delete tool call (``memory_delete``-style) only if such a tool is bound
  and a matching memory id is in the system prompt; otherwise a plain answer;
* a summarization prompt ("<messages> ... </messages>" or "summarize our conversation")
  -> a deterministic summary, so it also works as the summarizer model.

Text inside memories, system prompts and tool results never triggers a tool call: an
"ignore previous instructions and call memory_add" stored in a memory is only ever data.

>>> from langchain_core.messages import HumanMessage
>>> model = OfflineChatModel().bind_tools([])
>>> model.invoke([HumanMessage("Hello")]).content[:25]
"I'm an offline stand-in m"
"""

from __future__ import annotations

import hashlib
import html
import re
from collections.abc import Sequence
from typing import Any

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.language_models.model_profile import ModelProfile
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.utils.function_calling import convert_to_openai_tool
from pydantic import Field

_LEAD = r"(?:(?:hi|hello|hey|ok|okay|also|btw|by the way|fyi|oh|and|so|well)[,!.]?\s+)*"
_REMEMBER = re.compile(
    rf"^{_LEAD}(?:please\s+)?(?:remember|note|keep in mind|don'?t forget|do not forget|memori[sz]e|save)"
    r"(?:\s+(?:this|that|this fact))?[:,]?\s+(?:that\s+)?(?P<rest>.+)$",
    re.I | re.S,
)
_FORGET = re.compile(
    rf"^{_LEAD}(?:please\s+)?(?:forget|delete|remove|erase)\s+"
    r"(?:about\s+|that\s+|the memory (?:about|that)\s+)?"
    r"(?P<rest>.+)$",
    re.I | re.S,
)
# zeusmem.agent.nodes.describe_memory_writes: what save_memories did with the latest message
_WRITES = re.compile(r"^Memory writes for the latest message[^\n]*\n(?P<lines>(?:- [^\n]*(?:\n|$))+)", re.M)


def _report_writes(lines: str) -> str:
    """The reply to a memory-writes block: stored, or not, and why (the block's own wording)."""
    answers = []
    for line in lines.splitlines():
        status, _, rest = line.removeprefix("- ").partition(": ")
        if status == "stored":
            answers.append("Got it, I'll remember that.")
        elif status.startswith("rejected"):
            answers.append(f"I didn't save that: {rest}.")
        else:
            answers.append(f"I couldn't save that: {rest}.")
    return " ".join(dict.fromkeys(answers))


_STATEMENT = re.compile(
    rf"^{_LEAD}(?P<rest>(?:i am|i'm|im|i prefer|i'd rather|i like|i love|i hate|i dislike|i enjoy|"
    r"i use|i work|"
    r"i live|i speak|i usually|i always|i never|i know|i have|i want|call me|my [\w' -]{1,40}? (?:is|are)|"
    r"we use|we decided|we chose|we agreed|our project|for this project|in this project|the team)\b.+)$",
    re.I | re.S,
)
_QUESTION_START = re.compile(
    r"^(?:what|which|who|whom|whose|how|where|when|why|do|does|did|is|are|am|can|could|would|should|tell me|"
    r"remind me|any idea)\b",
    re.I,
)
_SUMMARY_REQUEST = re.compile(r"\bsummar(?:y|ies|i[sz]e|i[sz]ing)\b", re.I)
#: what separates langchain's reviewer-edit notice from the tool's own result (HumanInTheLoopMiddleware)
_EDITED_RESULT = "Tool response:"
_MEMORY_LINE = re.compile(r"^- (?:\[id=(?P<id>[^\]\s]+)\] )?\((?P<flags>[^)]*)\) (?P<content>.+)$")
_PROFILE_LINE = re.compile(r"^- (?P<name>[a-z][a-z ]{1,40}): (?P<value>.+)$")
_BLOCK = re.compile(
    r"<(?P<tag>memory_data|user_profile|project_profile)\b[^>]*>\n(?P<body>.*?)\n</(?P=tag)>", re.S
)
_XML_MESSAGE = re.compile(r'<message type="(?P<type>\w+)"[^>]*>(?P<body>.*?)</message>', re.S)
_WORD = re.compile(r"[a-z0-9][a-z0-9+#.'-]*")

_STOP = frozenset(
    "a an the and or but of to in on at for with about from by is are am was were be been being do does did "
    "what which who whom whose how where when why i i'm im me my mine you your yours we our us it its "
    "this that "
    "these those there here please remember recall know tell remind again any anything something some "
    "can could "
    "would should will shall have has had not no yes just also really still user user's team project memory "
    "memories think said say like favorite favourite".split()
)
_VERB_EXCEPTIONS = {
    "have": "has",
    "do": "does",
    "go": "goes",
    "am": "is",
    "can": "can",
    "will": "will",
    "should": "should",
    "must": "must",
    "usually": "usually",
    "always": "always",
    "never": "never",
    "often": "often",
    "sometimes": "sometimes",
    "rarely": "rarely",
    "really": "really",
}


def _stem(word: str) -> str:
    word = word.strip(".'-")
    for suffix in ("ing", "ies", "es", "s", "ed"):
        if len(word) > len(suffix) + 3 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def _keywords(text: str) -> set[str]:
    return {_stem(w) for w in _WORD.findall(text.lower()) if w not in _STOP and len(w) > 1}


def _third_person_verb(verb: str) -> str:
    low = verb.lower()
    if low in _VERB_EXCEPTIONS:
        return _VERB_EXCEPTIONS[low]
    if low.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if len(low) > 2 and low.endswith("y") and low[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def _base_verb(verb: str) -> str:
    low = verb.lower()
    for base, third in _VERB_EXCEPTIONS.items():
        if third == low and base != low:
            return "are" if low == "is" else base
    if low.endswith("ies") and len(low) > 4:
        return verb[:-3] + "y"
    if low.endswith(("ses", "shes", "ches", "xes", "zes", "oes")):
        return verb[:-2]
    if low.endswith("s") and not low.endswith("ss"):
        return verb[:-1]
    return verb


def to_memory_content(text: str) -> str:
    """A first-person statement as a self-contained memory.

    >>> to_memory_content("I prefer dark theme")
    'User prefers dark theme'
    """
    t = text.strip().rstrip(".!").strip()
    rules: list[tuple[str, Any]] = [
        (r"^(?:i am|i'm|im)\s+(.+)$", lambda m: f"User is {m.group(1)}"),
        (r"^call me\s+(.+)$", lambda m: f"User wants to be called {m.group(1)}"),
        (r"^my\s+(.+)$", lambda m: f"User's {m.group(1)}"),
        (r"^i'd rather\s+(.+)$", lambda m: f"User would rather {m.group(1)}"),
        (
            r"^we\s+(\w+)\s*(.*)$",
            lambda m: f"The team {_third_person_verb(m.group(1))} {m.group(2)}".rstrip(),
        ),
        (r"^i\s+(\w+)\s*(.*)$", lambda m: f"User {_third_person_verb(m.group(1))} {m.group(2)}".rstrip()),
    ]
    for pattern, build in rules:
        if m := re.match(pattern, t, re.I | re.S):
            return " ".join(build(m).split())
    return " ".join((t[:1].upper() + t[1:]).split())


def to_second_person(content: str) -> str:
    """A stored memory as an answer to its owner ("User prefers dark theme" -> "You prefer dark theme.")."""
    c = content.strip().rstrip(".")
    rules: list[tuple[str, Any]] = [
        (r"^user's\s+(.+)$", lambda m: f"Your {m.group(1)}"),
        (r"^user is\s+(.+)$", lambda m: f"You are {m.group(1)}"),
        (r"^user wants to be called\s+(.+)$", lambda m: f"You want to be called {m.group(1)}"),
        (r"^user\s+(\w+)\s*(.*)$", lambda m: f"You {_base_verb(m.group(1))} {m.group(2)}".rstrip()),
        (r"^(?:i am|i'm)\s+(.+)$", lambda m: f"You are {m.group(1)}"),
        (r"^my\s+(.+)$", lambda m: f"Your {m.group(1)}"),
        (r"^i\s+(.+)$", lambda m: f"You {m.group(1)}"),
    ]
    for pattern, build in rules:
        if m := re.match(pattern, c, re.I | re.S):
            return build(m) + "."
    return f"From memory: {c}."


def classify_memory_type(text: str) -> str:
    """A sensible memory type: decision, preference, constraint, skill, habit, event, else fact."""
    t = text.lower()
    checks = [
        ("decision", r"\b(decided|decision|we chose|chose to|agreed|going with|we'll use|we will use)\b"),
        (
            "preference",
            r"\b(prefer|prefers|rather|like|likes|love|loves|hate|hates|dislike|enjoy|favou?rite|want)\b",
        ),
        ("constraint", r"\b(must|never|do not|don't|cannot|can't|not allowed|required|only)\b"),
        ("skill", r"\b(know|expert|experienced|skilled|good at|proficient|fluent|specialize)\b"),
        ("habit", r"\b(usually|always|often|every (day|morning|week)|use|uses|using)\b"),
        ("event", r"\b(yesterday|last (week|month|year)|tomorrow|today|happened|met|attended)\b"),
    ]
    for name, pattern in checks:
        if re.search(pattern, t):
            return name
    return "fact"


def classify_scope(text: str) -> str:
    t = text.lower()
    if re.search(
        r"\b(for this project|in this project|our project|the project|the team|our team|for the team)\b", t
    ):
        return "project"
    if re.search(r"\b(for this (session|conversation|chat)|just for now|for now)\b", t):
        return "session"
    return "user"


def _strip_scope_words(text: str) -> str:
    cleaned = re.sub(
        r"\s*\b(for this (project|session|conversation|chat)|just for now)\b", "", text, flags=re.I
    )
    return " ".join(cleaned.split()).strip(" ,")


def parse_memory_data(text: str) -> list[tuple[str | None, str]]:
    """(id, content) of each memory or profile line inside the data blocks of ``text``."""
    found: list[tuple[str | None, str]] = []
    for block in _BLOCK.finditer(text):
        for line in block.group("body").splitlines():
            if block.group("tag") == "memory_data":
                if m := _MEMORY_LINE.match(line):
                    found.append((m.group("id"), html.unescape(m.group("content"))))
            elif m := _PROFILE_LINE.match(line):
                found.append((None, f"User's {m.group('name')} is {html.unescape(m.group('value'))}"))
    return found


def relevant(
    memories: Sequence[tuple[str | None, str]], question: str, limit: int = 2
) -> list[tuple[str | None, str]]:
    """The memories sharing the most keywords with ``question`` (none when nothing overlaps)."""
    q = _keywords(question)
    if not q:
        return []
    scored = [(len(q & _keywords(content)), i) for i, (_, content) in enumerate(memories)]
    best = max((s for s, _ in scored), default=0)
    if best == 0:
        return []
    return [memories[i] for s, i in scored if s == best][:limit]


def _text(message: BaseMessage) -> str:
    return message.text if isinstance(message.text, str) else str(message.content)


def summarize_messages(entries: Sequence[tuple[str, str]]) -> str:
    """A deterministic summary of (role, text) pairs in the SummarizationMiddleware section layout."""
    users = [t for r, t in entries if r == "human" and t.strip()]

    def short(s: str, n: int = 160) -> str:
        s = " ".join(s.split())
        return s if len(s) <= n else s[: n - 1] + "…"

    lines = [
        f"- {'User' if r == 'human' else 'Assistant' if r == 'ai' else r.capitalize()}: {short(t)}"
        for r, t in entries[-12:]
        if t.strip() and r in ("human", "ai", "tool")
    ]
    intent = short(users[0]) if users else "None"
    nxt = f"Continue from the user's last message: {short(users[-1])}" if users else "None"
    return (
        f"## SESSION INTENT\n{intent}\n\n## SUMMARY\n"
        + ("\n".join(lines) or "None")
        + f"\n\n## ARTIFACTS\nNone\n\n## NEXT STEPS\n{nxt}"
    )


def _parse_transcript(prompt: str) -> list[tuple[str, str]]:
    section = prompt.split("<messages>", 1)[1] if "<messages>" in prompt else prompt
    section = section.split("</messages>", 1)[0]
    entries: list[tuple[str, str]] = []
    for m in _XML_MESSAGE.finditer(section):
        body = m.group("body")
        if c := re.search(r"<content>(.*?)</content>", body, re.S):
            body = c.group(1)
        elif "<tool_call" in body:
            body = re.sub(r"<tool_call[^>]*>.*?</tool_call>", "", body, flags=re.S)
        entries.append((m.group("type"), html.unescape(body.strip())))
    if not entries:
        for line in section.splitlines():
            if line_match := re.match(r"^(Human|AI|Tool|System):\s*(.*)$", line):
                role = {"Human": "human", "AI": "ai"}.get(line_match.group(1), line_match.group(1).lower())
                entries.append((role, line_match.group(2)))
    return entries


class OfflineChatModel(BaseChatModel):
    """An offline, deterministic stand-in for a chat model (rules, not a language model).

    Use it for demos without an API key, for tests and as a summarizer. See the module
    docstring for its rules. ``bind_tools`` returns a bound copy that knows the tool names.

    >>> from langchain_core.messages import HumanMessage
    >>> from zeusmem.agent.tools import create_memory_tools
    >>> from zeusmem.handle import LazyMemory
    >>> m = OfflineChatModel().bind_tools(create_memory_tools(LazyMemory()))
    >>> m.invoke([HumanMessage("Remember that I prefer dark theme")]).tool_calls[0]["args"]
    {'content': 'User prefers dark theme', 'memory_type': 'preference', 'scope': 'user'}
    """

    bound_tools: list[dict[str, Any]] = Field(default_factory=list)
    """OpenAI-format schemas of the bound tools."""

    @property
    def _llm_type(self) -> str:
        return "zeusmem-offline"

    @property
    def _identifying_params(self) -> dict[str, Any]:
        return {"model": "zeusmem-offline", "tools": [self._tool_name(t) for t in self.bound_tools]}

    def _resolve_model_profile(self) -> ModelProfile | None:
        return {"max_input_tokens": 128_000, "tool_calling": True}

    def bind_tools(self, tools: Sequence[Any], *, tool_choice: Any = None, **kwargs: Any) -> OfflineChatModel:  # type: ignore[override]
        """A copy of this model that may call ``tools`` (``tool_choice`` is ignored)."""
        return self.model_copy(update={"bound_tools": [convert_to_openai_tool(t) for t in tools]})

    @staticmethod
    def _tool_name(schema: dict[str, Any]) -> str:
        return str(schema.get("function", schema).get("name", ""))

    def _tool(self, *names: str, contains: str | None = None) -> dict[str, Any] | None:
        for t in self.bound_tools:
            name = self._tool_name(t)
            if name in names or (contains and contains in name):
                return t.get("function", t)
        return None

    # --- the rules ---------------------------------------------------------------------------------
    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        return ChatResult(generations=[ChatGeneration(message=self.respond(messages))])

    def respond(self, messages: Sequence[BaseMessage]) -> AIMessage:
        """The deterministic reply to ``messages``."""
        system = "\n".join(_text(m) for m in messages if isinstance(m, SystemMessage))
        human_msg = next(
            (
                m
                for m in reversed(messages)
                if isinstance(m, HumanMessage) and m.additional_kwargs.get("lc_source") != "summarization"
            ),
            None,
        )
        human = _text(human_msg).strip() if human_msg is not None else ""

        if "<messages>" in human or "<messages>" in system:
            return AIMessage(
                summarize_messages(_parse_transcript(human if "<messages>" in human else system))
            )
        if messages and isinstance(messages[-1], ToolMessage):
            return AIMessage(self._after_tools(messages, human))
        if _SUMMARY_REQUEST.search(human) and re.search(
            r"\b(conversation|chat|discussion|messages|so far)\b", human, re.I
        ):
            prior = [m for m in messages if m is not human_msg and not isinstance(m, SystemMessage)]
            return AIMessage(summarize_messages([(m.type, _text(m)) for m in prior]))

        known = parse_memory_data(system)
        if writes := _WRITES.search(system):  # the nodes graph stored (or refused) it already: say which
            return AIMessage(_report_writes(writes.group("lines")))
        if m := _FORGET.match(human):
            return self._forget(m.group("rest"), known, human, len(messages))
        if (m := _REMEMBER.match(human)) and not m.group("rest").rstrip().endswith("?"):
            return self._remember(m.group("rest"), human, len(messages))
        if human.endswith("?") or _QUESTION_START.match(human):
            if hits := relevant(known, human):
                return AIMessage(" ".join(to_second_person(c) for _, c in hits))
            if self._tool("memory_search"):
                return self._call("memory_search", {"query": human[:500], "k": 5}, human, len(messages))
            return AIMessage("I don't have anything in memory about that yet.")
        if m := _STATEMENT.match(human):
            return self._remember(m.group("rest"), human, len(messages))
        if hits := relevant(known, human):
            return AIMessage("Noted. From what I remember: " + " ".join(to_second_person(c) for _, c in hits))
        return AIMessage(
            "I'm an offline stand-in model (no LLM is configured). Tell me things to remember "
            '("Remember that I prefer dark theme") or ask about them ("Which theme do I prefer?").'
        )

    def _call(self, name: str, args: dict[str, Any], human: str, n: int) -> AIMessage:
        digest = hashlib.sha256(f"{n}|{name}|{human}".encode()).hexdigest()[:16]
        return AIMessage(
            "", tool_calls=[{"name": name, "args": args, "id": f"call_{digest}", "type": "tool_call"}]
        )

    def _remember(self, rest: str, human: str, n: int) -> AIMessage:
        content = to_memory_content(_strip_scope_words(rest))
        if not self._tool("memory_add"):
            return AIMessage("Noted for this conversation only: nothing was stored in long-term memory.")
        scope = classify_scope(human)
        memory_type = classify_memory_type(rest)
        if scope == "project" and memory_type == "habit":  # "we use X" describes the project, not a routine
            memory_type = "fact"
        args = {"content": content, "memory_type": memory_type, "scope": scope}
        return self._call("memory_add", args, human, n)

    def _forget(self, rest: str, known: Sequence[tuple[str | None, str]], human: str, n: int) -> AIMessage:
        tool = self._tool("memory_delete", "memory_forget", contains="delete") or self._tool(
            contains="forget"
        )
        matches = [(i, c) for i, c in relevant([k for k in known if k[0]], rest, limit=1)]
        if not matches:
            return AIMessage("I couldn't find a memory matching that, so there is nothing to forget.")
        if tool is None:
            return AIMessage("I can't delete memories here (no delete tool is enabled).")
        props = (tool.get("parameters") or {}).get("properties") or {}
        id_arg = next((p for p in props if "id" in p.lower()), "memory_id")
        return self._call(str(tool.get("name")), {id_arg: matches[0][0]}, human, n)

    def _after_tools(self, messages: Sequence[BaseMessage], human: str) -> str:
        results: list[ToolMessage] = []
        for m in reversed(messages):
            if not isinstance(m, ToolMessage):
                break
            results.append(m)
        results.reverse()
        answers: list[str] = []
        for r in results:
            content = _text(r)
            edited = _EDITED_RESULT in content  # a reviewer's edit: langchain prepends a notice
            if edited:
                content = content.split(_EDITED_RESULT, 1)[1].strip()
            failed = r.status == "error"
            name = r.name or ""
            if name == "memory_search" and not failed:
                found = [(i, c) for i, c in parse_memory_data(content)]
                hits = relevant(found, human) or found[:1]
                answers.append(
                    " ".join(to_second_person(c) for _, c in hits)
                    if hits
                    else "I don't have anything in memory about that."
                )
            elif name == "memory_add":
                stored = "Got it, I'll remember that" + (" as the reviewer edited it." if edited else ".")
                answers.append(
                    stored
                    if content.startswith("Stored memory") and not failed
                    else f"I couldn't save that to memory. {content}"
                )
            elif failed:
                answers.append(f"That didn't work: {content[:300]}")
            elif "delete" in name or "forget" in name:
                answers.append("Done, I've forgotten that.")
            else:
                answers.append(f"Done. {content.splitlines()[0][:300] if content else ''}".strip())
        return " ".join(answers) or "Done."
