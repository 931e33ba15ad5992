"""The repository's typed face: one Repository class, exported from labeler.storage, whose every
public method says what it takes and returns (so callers can be annotated and jump to it)."""

from __future__ import annotations

import inspect
from collections.abc import Callable

import labeler.storage
from labeler.storage.repo.base import RepositoryBase
from labeler.storage.repository import Repository


def _public_methods() -> dict[str, Callable[..., object]]:
    return {
        name: member
        for name, member in inspect.getmembers(Repository, callable)
        if not name.startswith("_")
    }


def test_the_repository_is_one_class_exported_from_labeler_storage() -> None:
    assert labeler.storage.Repository is Repository
    assert issubclass(Repository, RepositoryBase)
    assert len(_public_methods()) >= 45


def test_every_public_method_annotates_its_parameters_and_result() -> None:
    unannotated = []
    for name, method in _public_methods().items():
        signature = inspect.signature(method)
        for parameter in list(signature.parameters.values())[1:]:
            if parameter.annotation is inspect.Parameter.empty:
                unannotated.append(f"{name}({parameter.name})")
        if signature.return_annotation is inspect.Signature.empty:
            unannotated.append(f"{name} -> ?")
    assert unannotated == []
