"""The library's listing is read once and kept until the library changes — by this store, by another
instance (another window, the command line) or by hand — so views of a large library list it cheaply."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from app.core.offers.server import ServerProfile
from app.store import ProfileStore
from app.store import errors as E

Make = Callable[..., ServerProfile]


def _names(store: ProfileStore) -> list[str]:
    return [e.profile.name for e in store.user_profiles()]


def test_a_second_listing_reads_nothing_again(store: ProfileStore, make: Make, monkeypatch) -> None:
    store.create(make("Node A"))
    assert _names(store) == ["Node A"]
    validated = []
    real = ServerProfile.model_validate_json
    monkeypatch.setattr(ServerProfile, "model_validate_json",
                        classmethod(lambda cls, data, **kw: validated.append(data) or real(data, **kw)))
    assert _names(store) == ["Node A"] and validated == []


def test_own_changes_are_listed_at_once(store: ProfileStore, make: Make) -> None:
    first = store.create(make("Node A"))
    assert _names(store) == ["Node A"]
    store.create(make("Node B"))
    store.rename(first, "Node C")
    assert _names(store) == ["Node B", "Node C"]
    store.delete(first)
    assert _names(store) == ["Node B"]


def test_another_instance_changes_are_listed(store: ProfileStore, make: Make, shipped) -> None:
    assert _names(store) == []
    with ProfileStore(store.path, shipped=shipped) as other:
        other.create(make("From the command line"))
    assert _names(store) == ["From the command line"]


def test_a_row_damaged_by_hand_is_named_every_time(store: ProfileStore, make: Make) -> None:
    store.create(make("Good"))
    broken = store.create(make("Broken"))
    assert len(_names(store)) == 2
    with sqlite3.connect(store.path) as conn:  # another connection: the library's data_version moves
        conn.execute("UPDATE profiles SET data = 'not json' WHERE id = ?", (broken,))
    assert _names(store) == ["Good"]
    for _ in range(2):  # the listing kept also keeps its note
        assert _names(store) == ["Good"]
        assert [n.params["id"] for n in store.notes if n.code == E.ROW_SKIPPED] == [broken]
