"""Checks the tests of the blind sets share, kept apart from the planted sets themselves (tests/planted/ was full).

Their asserts are rewritten as a test module's are, so that a failing pinned count shows both sides.
"""

import pytest

pytest.register_assert_rewrite("tests.planted.checks.set_checks", "tests.planted.checks.late_set_tests")
