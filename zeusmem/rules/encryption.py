"""Envelope encryption of sensitive memories: the pure primitives (AES-256-GCM), no I/O.

A *master key* (32 bytes, from ``ZEUSMEM_MASTER_KEY`` or the key file: see
:mod:`zeusmem.storage.keyring`) wraps *data keys* (32 random bytes each, one per person or
project: ``zeusmem.data_keys``); a data key encrypts the content of that owner's sensitive and
restricted memories. Wrapped keys and ciphertexts are ``nonce (12 bytes) || AES-GCM(ciphertext
|| tag)``, bound by their associated data to what they are (a data key to its id, a content to
its data key), so a value pasted into another row fails to open instead of decrypting.

>>> master = bytes(range(32))
>>> dek = new_data_key()
>>> wrapped = wrap_data_key(master, dek, "dk_1")
>>> unwrap_data_key(master, wrapped, "dk_1") == dek
True
>>> blob = encrypt_content(dek, "Has asthma", "dk_1")
>>> b"asthma" in blob
False
>>> decrypt_content(dek, blob, "dk_1")
'Has asthma'
>>> decrypt_content(new_data_key(), blob, "dk_1")
Traceback (most recent call last):
...
zeusmem.rules.encryption.DecryptionFailed: the ciphertext does not open with this key
>>> parse_master_keys(encode_master_key(master)) == [master]
True
>>> master_key_id(master)
'mk_5f6d596145ef85ea207d3c63'
"""

from __future__ import annotations

import base64
import binascii
import functools
import hashlib
import hmac
import os
import re

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from zeusmem.rules.words import stemmer

KEY_BYTES = 32
NONCE_BYTES = 12
#: the documented format of ZEUSMEM_MASTER_KEY and of each line of the key file
MASTER_KEY_FORMAT = "base64 (standard or URL-safe) of 32 random bytes, e.g. the output of `openssl rand -base64 32`"


class DecryptionFailed(Exception):
    """A ciphertext or wrapped key did not authenticate under the key tried (wrong key, or altered)."""

    def __init__(self) -> None:
        super().__init__("the ciphertext does not open with this key")


class BadMasterKey(ValueError):
    """A master key that is not :data:`MASTER_KEY_FORMAT`."""


def new_data_key() -> bytes:
    return os.urandom(KEY_BYTES)


def new_master_key() -> bytes:
    return os.urandom(KEY_BYTES)


def encode_master_key(key: bytes) -> str:
    return base64.b64encode(key).decode("ascii")


def parse_master_keys(text: str) -> list[bytes]:
    """Master keys, the current one first: base64 values separated by commas, spaces or newlines
    (the ones after the first are previous keys, accepted to open what they wrapped)."""
    keys: list[bytes] = []
    for part in text.replace(",", " ").split():
        raw = part.strip()
        try:
            key = base64.b64decode(raw + "=" * (-len(raw) % 4), altchars=b"-_" if ("-" in raw or "_" in raw) else None,
                                   validate=True)
        except (binascii.Error, ValueError):
            raise BadMasterKey(f"a master key is not base64 ({MASTER_KEY_FORMAT})") from None
        if len(key) != KEY_BYTES:
            raise BadMasterKey(f"a master key decodes to {len(key)} bytes, not {KEY_BYTES} ({MASTER_KEY_FORMAT})")
        keys.append(key)
    return keys


def master_key_id(key: bytes) -> str:
    """A stable, non-secret name of a master key (an HMAC of a constant under it)."""
    return "mk_" + hmac.new(key, b"zeusmem master key id", hashlib.sha256).hexdigest()[:24]


def _seal(key: bytes, plaintext: bytes, aad: bytes) -> bytes:
    nonce = os.urandom(NONCE_BYTES)
    return nonce + AESGCM(key).encrypt(nonce, plaintext, aad)


def _open(key: bytes, blob: bytes, aad: bytes) -> bytes:
    if len(blob) < NONCE_BYTES + 16:
        raise DecryptionFailed
    try:
        return AESGCM(key).decrypt(blob[:NONCE_BYTES], blob[NONCE_BYTES:], aad)
    except InvalidTag:
        raise DecryptionFailed from None


def wrap_data_key(master: bytes, data_key: bytes, key_id: str) -> bytes:
    return _seal(master, data_key, b"zeusmem:data-key:" + key_id.encode())


def unwrap_data_key(master: bytes, wrapped: bytes, key_id: str) -> bytes:
    return _open(master, bytes(wrapped), b"zeusmem:data-key:" + key_id.encode())


def encrypt_content(data_key: bytes, content: str, key_id: str) -> bytes:
    return _seal(data_key, content.encode("utf-8"), b"zeusmem:content:" + key_id.encode())


def decrypt_content(data_key: bytes, blob: bytes, key_id: str) -> str:
    return _open(data_key, bytes(blob), b"zeusmem:content:" + key_id.encode()).decode("utf-8")


def is_encrypted_sensitivity(sensitivity: str) -> bool:
    """Sensitivities whose content is stored encrypted."""
    return sensitivity in ("sensitive", "restricted")


# --- the keyed lexical index of encrypted memories ----------------------------------------------
# An encrypted memory's ``content`` column holds SEALED_MARKER and one token per lexeme of its
# text: ``zm`` + 20 hex digits of HMAC-SHA256(lexical key, lexeme), the lexical key derived from
# its data key. PostgreSQL indexes the tokens as words (tsv, term_stats), and a search computes
# the same tokens of its own lexemes in SQL (:func:`hmac_pads`: HMAC from the built-in sha256),
# so the word is found without being stored. Same word, same owner: same token (frequencies per
# owner are visible, the words are not); another owner's key gives other tokens.

SEALED_MARKER = "zmsealed"
TOKEN_HEX = 20
#: PostgreSQL's english stop words (its ``english.stop``): never lexemes
STOP_WORDS = frozenset(
    "i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers "
    "herself it its itself they them their theirs themselves what which who whom this that these those am is "
    "are was were be been being have has had having do does did doing a an the and but if or because as until "
    "while of at by for with about against between into through during before after above below to from up "
    "down in out on off over under again further then once here there when where why how all any both each "
    "few more most other some such no nor not only own same so than too very s t can will just don should "
    "now".split()
)
_WORD = re.compile(r"[^\W_]+")
_STEMMER = stemmer("english")


@functools.lru_cache(maxsize=1 << 16)
def _stem(word: str) -> str:
    return str(_STEMMER.stemWord(word))


def lexical_key(data_key: bytes) -> bytes:
    """The key of a data key's lexical tokens (never the data key itself)."""
    return hmac.new(data_key, b"zeusmem lexical index key", hashlib.sha256).digest()


def hmac_pads(key: bytes) -> tuple[bytes, bytes]:
    """(key XOR ipad, key XOR opad) of HMAC-SHA256 with a 32-byte key: SQL computes the token of
    ``lx`` as ``sha256(opad || sha256(ipad || lx))``, which is HMAC-SHA256(key, lx)."""
    block = key.ljust(64, b"\0")
    return bytes(b ^ 0x36 for b in block), bytes(b ^ 0x5C for b in block)


def lexemes(text: str) -> list[str]:
    """The words of ``text`` as PostgreSQL's ``english`` configuration makes them, near enough:
    lower-cased, stop words dropped, Snowball (Porter2) stems; words with digits unstemmed.

    >>> lexemes("The client's accounts were audited in 2019")
    ['client', 'account', 'audit', '2019']
    """
    stem = _stem
    out: list[str] = []
    for w in _WORD.findall(text.lower()):
        if w in STOP_WORDS:
            continue
        out.append(w if any(c.isdigit() for c in w) else stem(w))
    return out


def sealed_token(lex_key: bytes, lexeme: str) -> str:
    return "zm" + hmac.new(lex_key, lexeme.encode("utf-8"), hashlib.sha256).hexdigest()[:TOKEN_HEX]


def sealed_index_text(lex_key: bytes, text: str) -> str:
    """What the ``content`` column of an encrypted memory holds: the marker and its tokens (each
    distinct lexeme once, in a keyed order: the order of the words is not kept either)."""
    tokens = sorted({sealed_token(lex_key, lx) for lx in lexemes(text)})
    return " ".join([SEALED_MARKER, *tokens])
