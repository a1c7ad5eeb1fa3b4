"""CPython 3.11's `unittest.mock`: `Mock`, `MagicMock`, `NonCallableMock`,
`NonCallableMagicMock`, `AsyncMock` and `PropertyMock` with their call records and `assert_*`
methods, `call`, `ANY`, `DEFAULT`, `sentinel`, `patch` (with `patch.object`, `patch.dict`,
`patch.multiple`, `patch.stopall`), `create_autospec`, `mock_open` and `seal`.

The implementation lives in private modules: `_unittest_mock_call` (call records and
sentinels), `_unittest_mock_base` (`Mock`), `_unittest_mock_magic` (the magic, async and
property mocks and the helpers) and `_unittest_mock_patch` (the patchers)."""

from _unittest_mock_call import ANY, DEFAULT, call, sentinel
from _unittest_mock_base import Base, CallableMixin, Mock, NonCallableMock
from _unittest_mock_magic import (AsyncMock, InvalidSpecError, MagicMixin, MagicMock, NonCallableMagicMock,
                                  PropertyMock, create_autospec, mock_open, seal)
from _unittest_mock_patch import patch

FILTER_DIR = True

__all__ = ('Mock', 'MagicMock', 'patch', 'sentinel', 'DEFAULT', 'ANY', 'call', 'create_autospec', 'AsyncMock',
           'FILTER_DIR', 'NonCallableMock', 'NonCallableMagicMock', 'mock_open', 'PropertyMock', 'seal')
