# Wide (East Asian) characters take two marker columns, before and inside the marked text.
def 合計(値段, 数量):
    return 値段 * 2 + 数量


print("結果:", 合計(3, 4))
print("結果:", 合計(3, "四"))
