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
'mk_630dcd2966c4336691125448'
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import os

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

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
